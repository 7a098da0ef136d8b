import { createServer, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';

/** How long in-flight requests get to finish after a shutdown starts, before connections are cut. */
export const FORCE_CLOSE_AFTER_MS = 10_000;

export interface StartServerOptions {
  app: RequestListener;
  host: string;
  port: number;
  logger: Logger;
  /** Runs once the last connection has closed (closing the database). */
  onClosed?: () => void | Promise<void>;
  forceCloseAfterMs?: number;
}

export interface RunningServer {
  server: Server;
  /** e.g. http://127.0.0.1:3000 (the real port when 0 was asked for). */
  url: string;
  port: number;
  /**
   * Graceful shutdown: stop accepting connections, let in-flight requests finish (closing each
   * keep-alive connection as it goes idle), cut whatever is left after the grace period, then run
   * onClosed. Idempotent: every call returns the same promise.
   */
  stop: () => Promise<void>;
}

/** Listens on host:port; rejects with the listen error (EADDRINUSE, EACCES...) if it cannot. */
export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const { app, host, port, logger } = options;
  const server = createServer();
  const inFlight = new Set<ServerResponse>();
  let stopping: Promise<void> | null = null;

  // Registered before the app, so it sees each request first.
  server.on('request', (_req, res: ServerResponse) => {
    inFlight.add(res);
    if (stopping) res.setHeader('Connection', 'close');
    res.once('close', () => {
      inFlight.delete(res);
      // The connection this response used may now be idle: close it rather than wait for a timeout.
      if (stopping) setImmediate(() => server.closeIdleConnections());
    });
  });
  server.on('request', app);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });

  const address = server.address() as AddressInfo;
  const url = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;

  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      logger.info(
        { inFlight: inFlight.size },
        'shutting down: no new connections, finishing requests',
      );
      for (const res of inFlight) {
        // Responses not yet started tell the client this connection ends with them.
        if (!res.headersSent) res.setHeader('Connection', 'close');
      }
      const closed = new Promise<void>((resolve) => {
        server.close(() => resolve());
      });
      server.closeIdleConnections();
      const force = setTimeout(() => {
        logger.warn(
          { inFlight: inFlight.size },
          'requests still running after the grace period: closing them',
        );
        server.closeAllConnections();
      }, options.forceCloseAfterMs ?? FORCE_CLOSE_AFTER_MS);
      force.unref();
      await closed;
      clearTimeout(force);
      await options.onClosed?.();
      logger.info('shut down');
    })();
    return stopping;
  };

  return { server, url, port: address.port, stop };
}

/**
 * SIGINT/SIGTERM start a graceful stop, then exit 0 (1 if the stop itself failed). A second signal
 * while stopping is ignored: the stop already under way finishes or is forced by its own timer.
 */
export function exitOnSignals(
  stop: () => Promise<void>,
  logger: Logger,
  exit: (code: number) => void = (code) => process.exit(code),
): void {
  const onSignal = (signal: NodeJS.Signals) => {
    logger.info({ signal }, 'signal received');
    stop().then(
      () => exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
