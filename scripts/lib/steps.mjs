// The preparation steps `npm start` and `npm test` share: install and build, each skipped when a
// content stamp shows nothing it reads has changed since it last succeeded.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pnpm, repoRoot } from './pnpm.mjs';
import { hashInputs, readStamp, writeStamp } from './stamp.mjs';

const INSTALL_INPUTS = [
  'package.json',
  'pnpm-lock.yaml',
  'pnpm-workspace.yaml',
  'apps/api/package.json',
  'apps/web/package.json',
  'packages/contracts/package.json',
  'packages/quiz-engine/package.json',
  'packages/question-bank/package.json',
];

const BUILD_INPUTS = [
  'pnpm-lock.yaml',
  'tsconfig.base.json',
  'packages/contracts/src',
  'packages/quiz-engine/src',
  'packages/question-bank/src',
  'packages/question-bank/data',
  'apps/api/src',
  'apps/api/drizzle',
  'apps/api/build.mjs',
  'apps/api/package.json',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
];

const installStamp = path.join(repoRoot, 'node_modules', '.academy-install-stamp');
const buildStamp = path.join(repoRoot, '.cache', 'build-stamp');
export const apiEntry = path.join(repoRoot, 'apps', 'api', 'dist', 'index.js');
const webIndex = path.join(repoRoot, 'apps', 'web', 'dist', 'index.html');

/** `pnpm install` with the committed lockfile, unless the manifests are unchanged since the last one. */
export async function install({ force = false } = {}) {
  const hash = hashInputs(repoRoot, INSTALL_INPUTS);
  if (!force && readStamp(installStamp) === hash) return 'skipped (dependencies unchanged)';
  const code = await pnpm(['install', '--frozen-lockfile', '--reporter=append-only']);
  if (code !== 0) throw new Error(`pnpm install exited with ${code}`);
  writeStamp(installStamp, hash);
  return 'installed';
}

/** Builds the SPA and the API bundle, unless their sources are unchanged since the last build. */
export async function build({ force = false } = {}) {
  const hash = hashInputs(repoRoot, BUILD_INPUTS);
  const built = existsSync(apiEntry) && existsSync(webIndex);
  if (!force && built && readStamp(buildStamp) === hash) return 'skipped (sources unchanged)';
  const code = await pnpm(['run', 'build']);
  if (code !== 0) throw new Error(`build exited with ${code}`);
  writeStamp(buildStamp, hash);
  return 'built';
}
