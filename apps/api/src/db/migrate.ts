import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { migrationsFolder } from '../paths';
import type { Database } from './client';

/**
 * Applies the committed drizzle-kit migrations (apps/api/drizzle) that have not run yet. They are
 * read from disk at run time, found from the module location, so the same call works from src/
 * under Vitest and from the bundled dist/index.js.
 */
export function runMigrations(db: Database, folder: string = migrationsFolder): void {
  migrate(db, { migrationsFolder: folder });
}
