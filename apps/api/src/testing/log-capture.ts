import { Writable } from 'node:stream';
import type { Logger } from 'pino';
import { createLogger } from '../logger';

/** A real pino logger (with the production redaction) whose output the test can read back. */
export function createCapturingLogger(): {
  logger: Logger;
  lines: () => string[];
  text: () => string;
} {
  const chunks: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      chunks.push(chunk.toString());
      callback();
    },
  });
  const logger = createLogger({ level: 'info', destination });
  const text = () => chunks.join('');
  return {
    logger,
    text,
    lines: () =>
      text()
        .split('\n')
        .filter((line) => line.length > 0),
  };
}
