import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';

/**
 * End-to-end journeys against the production build: the API bundle serving the built SPA, as
 * `npm start` runs it. Build first (`pnpm build`); `npm test` passes E2E_PORT (a free port) and
 * E2E_DATABASE_PATH (a temporary database it deletes afterwards).
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
// NOTE: this file is also loaded by each worker; only the main process starts the server, so the
// workers' different default path is never used. The API creates the folder.
const databasePath =
  process.env.E2E_DATABASE_PATH ??
  path.join(os.tmpdir(), `academy-e2e-${Date.now()}-${process.pid}`, 'academy.db');

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  use: {
    baseURL,
    colorScheme: 'light',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      // Headless Debian Chromium as root, kept off the (closed) network.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node ../api/dist/index.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: databasePath,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Every test registers and signs in its own user from one IP: no throttling here.
      RATE_LIMIT_SIGNUPS: '0',
      RATE_LIMIT_LOGIN_FAILURES: '0',
      RATE_LIMIT_LOGIN_FAILURES_IP: '0',
    },
  },
});
