// Bootstraps pnpm without a global install: the version pinned in package.json's packageManager is
// installed once with npm into .cache/pnpm (inside the repo, ignored by git) and run from there.
// NOTE: corepack is not used: it fails signature checks against this registry (TOOLCHAIN.md).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run, runOrThrow } from './run.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const npmCommand = process.platform === 'win32' ? 'npm.cmd' : 'npm';

export function pinnedPnpmVersion() {
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
  const match = /^pnpm@(\d+\.\d+\.\d+)/.exec(manifest.packageManager ?? '');
  if (!match) throw new Error('package.json must pin "packageManager": "pnpm@x.y.z"');
  return match[1];
}

function pnpmEntry(version) {
  return path.join(
    repoRoot,
    '.cache',
    `pnpm-${version}`,
    'node_modules',
    'pnpm',
    'bin',
    'pnpm.cjs',
  );
}

/** Makes sure the pinned pnpm is present; returns the path of its entry script. */
export async function ensurePnpm() {
  const version = pinnedPnpmVersion();
  const entry = pnpmEntry(version);
  if (existsSync(entry)) return entry;
  console.log(`Installing pnpm ${version} into .cache (no global install)...`);
  await runOrThrow(npmCommand, [
    'install',
    '--prefix',
    path.join(repoRoot, '.cache', `pnpm-${version}`),
    '--no-save',
    '--no-package-lock',
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
    `pnpm@${version}`,
  ]);
  if (!existsSync(entry)) throw new Error(`pnpm ${version} did not install at ${entry}`);
  return entry;
}

/** Environment for pnpm and the native builds it triggers (node-gyp against local headers). */
export function toolEnv(extra = {}) {
  const env = { ...process.env, ...extra };
  // Package scripts call `pnpm` by name (e.g. the root build script): put ours first on PATH.
  const binDir = path.join(
    repoRoot,
    '.cache',
    `pnpm-${pinnedPnpmVersion()}`,
    'node_modules',
    '.bin',
  );
  env.PATH = [binDir, env.PATH].filter(Boolean).join(path.delimiter);
  // better-sqlite3 and bcrypt compile from source here (no prebuilt downloads): use Node's headers.
  if (!env.npm_config_nodedir && existsSync('/usr/include/node/node.h'))
    env.npm_config_nodedir = '/usr';
  env.COREPACK_ENABLE_STRICT = '0';
  return env;
}

/** Runs pnpm with arguments from the repo root; resolves with the exit code. */
export async function pnpm(args, options = {}) {
  const entry = await ensurePnpm();
  return run(process.execPath, [entry, ...args], {
    cwd: repoRoot,
    env: toolEnv(options.env),
    ...options.spawn,
  });
}
