import { sql } from 'drizzle-orm';
import { integer } from 'drizzle-orm/sqlite-core';

/**
 * Every timestamp is integer milliseconds since the epoch (`Date` in TypeScript). The default is
 * computed by SQLite itself, so rows written by hand or by a future script get one too.
 */
const nowMs = sql`(cast(unixepoch('subsec') * 1000 as integer))`;

/** A required timestamp that defaults to the moment of insertion. */
export const createdAt = (name = 'created_at') =>
  integer(name, { mode: 'timestamp_ms' }).notNull().default(nowMs);

/** Defaults to insertion time and moves forward on every update made through Drizzle. */
export const updatedAt = () =>
  integer('updated_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(nowMs)
    .$onUpdate(() => new Date());

/** An optional moment (revoked, used, completed...): null until it happens. */
export const timestamp = (name: string) => integer(name, { mode: 'timestamp_ms' });
