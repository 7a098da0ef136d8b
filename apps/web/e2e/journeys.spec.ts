import { PUBLIC_PAGES, expect, openPage, signIn, test } from './fixtures';

test('the home page renders with its navigation, main content and footer', async ({ page }) => {
  await openPage(page, '/', 'Driving Lessons, ADI Training and Car Rental');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page).toHaveTitle(/Driving Academy/);
});

test("an unknown path shows the 404 page, and 'Return to Home' goes to /", async ({ page }) => {
  await openPage(page, '/no/such/page', '404');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Driving Lessons, ADI Training and Car Rental',
  );
});

test('a protected page sends a signed-out visitor to /login', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
});

test('the theme choice survives a reload', async ({ page }) => {
  await openPage(page, '/', 'Driving Lessons, ADI Training and Car Rental');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', { name: /^Theme: System \(Light\)/ }).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: /^Theme: Dark/ }).click();
  await expect(html).toHaveAttribute('data-theme', 'high-contrast');

  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'high-contrast');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#000000');
  await expect(page.getByRole('button', { name: /^Theme: High Contrast/ })).toBeVisible();
});

test('the mobile menu opens, and closes on Escape', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openPage(page, '/', 'Driving Lessons, ADI Training and Car Rental');
  const toggle = page.getByRole('button', { name: 'Menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(page.getByRole('link', { name: 'Services' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', { name: 'Services' })).toBeHidden();
});

test('every public page loads straight from its URL (history fallback)', async ({ page }) => {
  for (const { path, heading } of PUBLIC_PAGES) {
    await openPage(page, path, heading);
  }
});

test('a signed-in visitor sees their navigation and can log out', async ({ page }) => {
  await signIn(page);
  await openPage(page, '/dashboard', 'Dashboard');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Mock Exams' })).toBeVisible();
  await nav.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');
  await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
});
