// Content stamps: a hash of the files a step reads, so a second `npm start` skips what is done.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

const SKIP_DIRS = new Set([
  'node_modules',
  'dist',
  '.cache',
  'data',
  'coverage',
  'test-results',
  'playwright-report',
  '.git',
]);

function listFiles(target, out) {
  if (!existsSync(target)) return;
  const stat = statSync(target);
  if (stat.isFile()) {
    out.push(target);
    return;
  }
  for (const entry of readdirSync(target).sort()) {
    if (SKIP_DIRS.has(entry)) continue;
    listFiles(path.join(target, entry), out);
  }
}

/** Hash of the paths (files or folders, relative to root) and of their contents. */
export function hashInputs(root, inputs) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    const files = [];
    listFiles(path.join(root, input), files);
    for (const file of files) {
      hash.update(path.relative(root, file));
      hash.update('\0');
      hash.update(readFileSync(file));
      hash.update('\0');
    }
  }
  return hash.digest('hex');
}

export function readStamp(file) {
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}

export function writeStamp(file, value) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${value}\n`);
}
