// Small process helpers shared by the repo scripts (start, test, bench). Node standard library only:
// these run before any dependency is installed.
import { spawn } from 'node:child_process';

/** Runs a command with inherited stdio; resolves with its exit code (signals count as failure). */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a command and throws when it fails, naming it. */
export async function runOrThrow(command, args, options = {}) {
  const code = await run(command, args, options);
  if (code !== 0) {
    throw new Error(`${[command, ...args].join(' ')} exited with ${code}`);
  }
}

export function formatSeconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}
