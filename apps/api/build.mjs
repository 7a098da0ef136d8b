// Bundles the API into dist/index.js for production (`node dist/index.js`, no TS loader).
// The workspace packages (@academy/*) export TypeScript source, so they are bundled; every other
// dependency stays external and is loaded from apps/api/node_modules at run time (native addons
// such as better-sqlite3 and bcrypt cannot be bundled anyway). The drizzle migrations are not
// bundled either: dist/index.js reads them from apps/api/drizzle at start-up.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiRoot = path.dirname(fileURLToPath(import.meta.url));
const manifest = JSON.parse(readFileSync(path.join(apiRoot, 'package.json'), 'utf8'));
const external = Object.keys(manifest.dependencies ?? {}).filter(
  (name) => !name.startsWith('@academy/'),
);

const started = performance.now();
rmSync(path.join(apiRoot, 'dist'), { recursive: true, force: true });
const result = await build({
  absWorkingDir: apiRoot,
  entryPoints: ['src/index.ts'],
  outfile: 'dist/index.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(
  `api: dist/index.js built in ${Math.round(performance.now() - started)} ms (${Math.round(bytes / 1024)} KB with source map)`,
);
