import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import type { Logger } from 'pino';
import { createApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { createSilentLogger } from '../logger';

/** Secrets long enough for the config's 32-byte rule; tests never touch data/secrets.json. */
export const TEST_ENV = {
  NODE_ENV: 'test',
  DATABASE_PATH: ':memory:',
  JWT_ACCESS_SECRET: 'test-access-secret-at-least-32-bytes-long',
  JWT_REFRESH_SECRET: 'test-refresh-secret-at-least-32-bytes-long',
  LOG_LEVEL: 'silent',
} as const;

/**
 * A validated test configuration. WEB_DIST_DIR points at a folder that does not exist, so a real
 * SPA build in apps/web/dist never changes what the API tests see; SPA tests pass their own.
 */
export function createTestConfig(env: Record<string, string | undefined> = {}): Config {
  return loadConfig({
    ...TEST_ENV,
    WEB_DIST_DIR: path.join(tmpdir(), `academy-no-web-build-${randomUUID()}`),
    ...env,
  });
}

/** A fresh in-memory database with every migration applied. */
export function createTestDatabase(): Database {
  const db = openDatabase(':memory:');
  runMigrations(db);
  return db;
}

export interface TestApp {
  app: Express;
  db: Database;
  config: Config;
  logger: Logger;
}

/** createApp over a fresh migrated `:memory:` database, with a test config and a silent logger. */
export function createTestApp(
  options: { env?: Record<string, string | undefined>; logger?: Logger; db?: Database } = {},
): TestApp {
  const config = createTestConfig(options.env);
  const db = options.db ?? createTestDatabase();
  const logger = options.logger ?? createSilentLogger();
  return { app: createApp({ db, config, logger }), db, config, logger };
}
