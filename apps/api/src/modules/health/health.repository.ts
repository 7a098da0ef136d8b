import type { Database } from '../../db/client';

export interface HealthRepository {
  /** Runs a trivial query; throws when the database cannot answer. */
  ping(): void;
}

export function createHealthRepository(db: Database): HealthRepository {
  // Prepared once: the health check is polled, and preparing per call would be wasted work.
  const select = db.$client.prepare('select 1 as ok');
  return {
    ping() {
      select.get();
    },
  };
}
