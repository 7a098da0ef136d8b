import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Folders found from this module's own location, never from the working directory, so that
 * `npm start` from the repo root, `node dist/index.js` from apps/api and the tests all agree.
 *
 * NOTE: this file sits one level below apps/api both as source (src/paths.ts) and once bundled
 * (dist/index.js), so the same relative step works in both; keep it directly inside src/.
 */
const here = path.dirname(fileURLToPath(import.meta.url));

/** apps/api */
export const apiRoot = path.resolve(here, '..');

/** The monorepo root: relative paths in the configuration resolve against it. */
export const repoRoot = path.resolve(apiRoot, '..', '..');

/** Committed drizzle-kit migrations, read at start-up (they are not bundled). */
export const migrationsFolder = path.join(apiRoot, 'drizzle');

/** Where `pnpm --filter @academy/web build` writes the SPA. */
export const defaultWebDistDir = path.join(repoRoot, 'apps', 'web', 'dist');
