// The production entry (bundled to dist/index.js): configure, migrate, seed, listen, and stop
// gracefully. Everything else lives in modules that the tests import.
import { createApp } from './app';
import { ConfigError, loadConfigFromProcess } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { seedDatabase } from './db/seed';
import { createLogger } from './logger';
import { exitOnSignals, startServer } from './server';

async function main(): Promise<void> {
  const config = loadConfigFromProcess();
  const logger = createLogger({ level: config.logLevel });
  const db = openDatabase(config.databasePath);
  runMigrations(db);
  await seedDatabase(db, { admin: config.admin, logger });

  const app = createApp({ db, config, logger });
  const running = await startServer({
    app,
    host: config.host,
    port: config.port,
    logger,
    onClosed: () => {
      db.$client.close();
    },
  }).catch((error: unknown) => {
    db.$client.close();
    throw error;
  });
  exitOnSignals(running.stop, logger);

  logger.info({ url: running.url }, 'listening');
  process.stdout.write(`Academy is running at ${running.url}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${startupFailureMessage(error)}\n`);
  process.exit(1);
});

function startupFailureMessage(error: unknown): string {
  if (error instanceof ConfigError) return `Academy cannot start. ${error.message}`;
  const { code, address, port } = (error ?? {}) as {
    code?: unknown;
    address?: unknown;
    port?: unknown;
  };
  const where =
    typeof address === 'string' && typeof port === 'number' ? ` ${address}:${port}` : '';
  if (code === 'EADDRINUSE') {
    return `Academy cannot start: the address${where} is already in use. Stop the other process or set PORT (and HOST) to a free one.`;
  }
  if (code === 'EACCES') {
    return `Academy cannot start: no permission to listen on${where}. Use a PORT above 1023.`;
  }
  if (code === 'EADDRNOTAVAIL') {
    return `Academy cannot start: HOST is not an address of this machine (${where.trim()}).`;
  }
  return `Academy failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
}
