// `npm test`: bootstrap pnpm, install, make sure Debian's Chromium is there, then lint, typecheck,
// unit and API tests, build, and Playwright end-to-end tests against the production build on a free
// port with a temporary database. One summary line per stage; non-zero exit when any stage fails.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensurePnpm, pnpm } from './lib/pnpm.mjs';
import { formatSeconds } from './lib/run.mjs';
import { build, install } from './lib/steps.mjs';
import { ensureChromium } from './lib/chromium.mjs';

const results = [];

/** Runs one stage; `needs` names stages that must have passed, otherwise this one is skipped. */
async function stage(name, action, { needs = [] } = {}) {
  const blocked = needs.filter((need) => results.find((r) => r.name === need)?.status !== 'passed');
  if (blocked.length > 0) {
    results.push({ name, status: 'skipped', detail: `needs ${blocked.join(', ')}`, ms: 0 });
    console.log(`\n[test] ${name}: skipped (needs ${blocked.join(', ')})`);
    return;
  }
  console.log(`\n[test] ${name}...`);
  const started = performance.now();
  let status = 'passed';
  let detail = '';
  try {
    const outcome = await action();
    if (typeof outcome === 'number' && outcome !== 0) {
      status = 'failed';
      detail = `exit code ${outcome}`;
    } else if (typeof outcome === 'string') {
      detail = outcome;
    }
  } catch (error) {
    status = 'failed';
    detail = error instanceof Error ? error.message : String(error);
  }
  const ms = performance.now() - started;
  results.push({ name, status, detail, ms });
  console.log(`[test] ${name}: ${status} in ${formatSeconds(ms)}${detail ? ` (${detail})` : ''}`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function main() {
  const started = performance.now();
  let chromePath;

  await stage('bootstrap pnpm', async () => {
    await ensurePnpm();
  });
  await stage('install', () => install(), { needs: ['bootstrap pnpm'] });
  await stage(
    'chromium',
    async () => {
      chromePath = await ensureChromium();
      return chromePath;
    },
    { needs: ['bootstrap pnpm'] },
  );
  await stage(
    'lint',
    async () => {
      const eslint = await pnpm(['exec', 'eslint', '.', '--max-warnings', '0']);
      const prettier = await pnpm(['exec', 'prettier', '--check', '--log-level', 'warn', '.']);
      return eslint || prettier;
    },
    { needs: ['install'] },
  );
  await stage('typecheck', () => pnpm(['run', 'typecheck']), { needs: ['install'] });
  await stage('unit and API tests', () => pnpm(['exec', 'vitest', 'run']), { needs: ['install'] });
  await stage('build', () => build({ force: true }), { needs: ['install'] });
  await stage(
    'end-to-end',
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'academy-e2e-'));
      try {
        const port = await freePort();
        return await pnpm(['--filter', '@academy/web', 'run', 'e2e'], {
          env: {
            E2E_PORT: String(port),
            E2E_DATABASE_PATH: path.join(dir, 'academy.db'),
            CHROME_PATH: chromePath,
          },
        });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    { needs: ['build', 'chromium'] },
  );

  const failed = results.filter((r) => r.status === 'failed').length;
  const passed = results.filter((r) => r.status === 'passed').length;
  const skipped = results.filter((r) => r.status === 'skipped').length;
  console.log('\n[test] summary');
  for (const r of results) {
    console.log(
      `  ${r.status.padEnd(7)} ${r.name.padEnd(20)} ${formatSeconds(r.ms).padStart(8)}${r.detail ? `  ${r.detail}` : ''}`,
    );
  }
  console.log(`[test] total ${formatSeconds(performance.now() - started)}`);
  console.log(`stages: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  process.exit(failed > 0 || skipped > 0 ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
