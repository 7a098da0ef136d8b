import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { PROTECTED_PAGES, PUBLIC_PAGES, THEMES, expect, openPage, signIn, test } from './fixtures';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];

/** Serious and critical axe violations, as readable lines for the failure message. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help}\n    ${violation.nodes
          .map((node) => node.target.join(' '))
          .join('\n    ')}`,
    );
}

for (const { path, heading } of PUBLIC_PAGES) {
  test(`axe: ${path} has no serious or critical violation`, async ({ page }) => {
    await openPage(page, path, heading);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

for (const { path, heading } of PROTECTED_PAGES) {
  test(`axe: ${path} (signed in) has no serious or critical violation`, async ({ page }) => {
    await signIn(page);
    await openPage(page, path, heading);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

for (const theme of THEMES) {
  test(`axe: the home page in the ${theme} theme`, async ({ page }) => {
    await page.addInitScript((value) => {
      window.localStorage.setItem('theme', value);
    }, theme);
    await openPage(page, '/', 'Driving Lessons, ADI Training and Car Rental');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(`axe: the 404 page and the open mobile menu in the ${theme} theme`, async ({ page }) => {
    await page.addInitScript((value) => {
      window.localStorage.setItem('theme', value);
    }, theme);
    await page.setViewportSize({ width: 375, height: 740 });
    await openPage(page, '/missing', '404');
    await page.getByRole('button', { name: 'Menu' }).click();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
