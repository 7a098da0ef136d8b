import { type DestinationStream, type Logger, pino } from 'pino';
import type { LogLevel } from './config';

/**
 * Belt and braces: nothing logs headers, bodies or credentials on purpose (the request logger
 * writes only id, method, path, status and time), but if an object carrying one is ever passed to
 * the logger these keys are censored. fast-redact's `*` matches one level, hence both forms.
 */
export const REDACT_PATHS = [
  'authorization',
  'cookie',
  'headers.authorization',
  'headers.cookie',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...[
    'password',
    'currentPassword',
    'newPassword',
    'passwordHash',
    'token',
    'accessToken',
    'refreshToken',
    'tokens',
    'resetLink',
    'resetUrl',
    'secret',
  ].flatMap((key) => [key, `*.${key}`]),
];

export interface LoggerOptions {
  level: LogLevel;
  /** Defaults to stdout; tests pass a stream to read what was logged. */
  destination?: DestinationStream;
}

export function createLogger({ level, destination }: LoggerOptions): Logger {
  const options = {
    level,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** For tests and tools: a logger that writes nothing. */
export function createSilentLogger(): Logger {
  return pino({ level: 'silent' });
}
