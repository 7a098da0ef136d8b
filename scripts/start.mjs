// `npm start`: on a machine with only Node and npm, bootstrap pnpm, install, build, then run the one
// production process (API + SPA). Migrations and the idempotent seed run inside the API at start-up.
import { spawn } from 'node:child_process';
import { ensurePnpm, repoRoot } from './lib/pnpm.mjs';
import { formatSeconds } from './lib/run.mjs';
import { apiEntry, build, install } from './lib/steps.mjs';

async function step(name, action) {
  const started = performance.now();
  const outcome = await action();
  console.log(`[start] ${name}: ${outcome} in ${formatSeconds(performance.now() - started)}`);
}

async function main() {
  await step('pnpm', async () => {
    await ensurePnpm();
    return 'ready';
  });
  await step('install', () => install());
  await step('build', () => build());

  const server = spawn(process.execPath, ['--enable-source-maps', apiEntry], {
    cwd: repoRoot,
    stdio: 'inherit',
    // NODE_ENV is left as given: outside production the API generates its JWT secrets once into
    // data/secrets.json, so a fresh clone starts with no configuration at all.
  });
  // A terminal's Ctrl-C reaches the whole process group; a `kill` reaches only us. Forward either:
  // the server's shutdown is idempotent, so receiving a signal twice is harmless.
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => server.kill(signal));
  }
  // NOTE: `npm start` runs us under `sh -c`; a SIGTERM sent to npm alone kills that shell and
  // orphans us without a signal. Losing our parent therefore counts as a SIGTERM too.
  const parent = process.ppid;
  const orphanCheck = setInterval(() => {
    if (process.ppid !== parent) {
      clearInterval(orphanCheck);
      server.kill('SIGTERM');
    }
  }, 500);
  orphanCheck.unref();
  server.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

main().catch((error) => {
  console.error(`[start] failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
