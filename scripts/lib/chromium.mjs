// Debian's Chromium for the end-to-end tests: found, or installed with apt-get when we are root.
// NOTE: never `playwright install`: its browser download cannot be fetched here (TOOLCHAIN.md).
import { existsSync } from 'node:fs';
import { run } from './run.mjs';

function findChromium() {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  return candidates.find((candidate) => candidate && existsSync(candidate));
}

export async function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      "Chromium is missing. Install Debian's package (sudo apt-get install -y chromium) or set CHROME_PATH to a Chromium binary.",
    );
  }
  console.log("Installing Debian's chromium package (apt-get)...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['update', '-qq'], { env })) !== 0)
    throw new Error('apt-get update failed');
  const code = await run(
    'apt-get',
    ['install', '-y', '-qq', '--no-install-recommends', 'chromium'],
    { env },
  );
  if (code !== 0) throw new Error('apt-get install chromium failed');
  const installed = findChromium();
  if (!installed) throw new Error('chromium installed but /usr/bin/chromium is missing');
  return installed;
}
