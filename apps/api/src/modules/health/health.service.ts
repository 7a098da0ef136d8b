import type { HealthResponse } from '@academy/contracts';
import { version } from '../../../package.json';
import { ServiceUnavailableError } from '../../http/errors';
import type { HealthRepository } from './health.repository';

/** The API's version, from apps/api/package.json (embedded in the bundle by esbuild). */
export const API_VERSION: string = version;

export function checkHealth(repository: HealthRepository): HealthResponse {
  try {
    repository.ping();
  } catch (error) {
    // The cause goes to the log (the error handler logs 5xx); the client learns only "unavailable".
    throw new ServiceUnavailableError('The database is not available.', error);
  }
  return { status: 'ok', db: 'ok', version: API_VERSION };
}
