import express, { type Express } from 'express';
import type { Logger } from 'pino';
import type { Config } from './config';
import type { Database } from './db/client';
import { createErrorHandler, notFound } from './http/error-handler';
import { requestLogger } from './http/request-logger';
import { createRateLimiters } from './http/rate-limits';
import { corsPolicy, jsonBody, requireJsonBody, securityHeaders } from './http/security';
import { spaHandler } from './http/spa';
import { createTokenService } from './auth/tokens';
import { createOutboxMailer } from './mail/outbox-mailer';
import { accountRoutes } from './modules/account/account.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { healthRoutes } from './modules/health/health.routes';
import { userRoutes } from './modules/user/user.routes';

export interface AppDependencies {
  db: Database;
  config: Config;
  logger: Logger;
}

/**
 * Builds the Express app: the REST API under /api and, when built, the SPA for everything else.
 * It does not listen (src/server.ts does), so tests drive it with supertest.
 *
 * NOTE: the stack is kept lean on purpose (the course list must stay within 0.6x of bare
 * Express): no global rate limiter and no pino-http; rate limits sit on the routes that need them.
 */
export function createApp({ db, config, logger }: AppDependencies): Express {
  const app = express();
  app.disable('x-powered-by');
  // Express would otherwise read process.env.NODE_ENV itself; the config is the one source.
  app.set('env', config.nodeEnv);
  app.set('trust proxy', config.trustProxy);

  app.use(requestLogger(logger));
  app.use(securityHeaders());

  const api = express.Router();
  const cors = corsPolicy(config.corsOrigins);
  if (cors) api.use(cors);
  api.use(requireJsonBody());
  api.use(jsonBody());
  // One token service per app: its KeyObjects are built once, not per request.
  const tokens = createTokenService(config.jwt);
  api.use('/health', healthRoutes(db));
  // Per app, not per module: each app (and so each test) counts from zero.
  const limiters = createRateLimiters(config.rateLimits);
  api.use(
    '/auth',
    authRoutes({
      db,
      tokens,
      logger,
      mailer: createOutboxMailer(db),
      limiters,
      trustProxy: config.trustProxy,
    }),
  );
  api.use('/user', userRoutes(db, tokens));
  api.use('/account', accountRoutes(db, tokens));
  api.use(notFound('There is no API endpoint at this address.'));
  app.use('/api', api);

  const spa = spaHandler(config.webDistDir);
  if (spa) app.use(spa);
  app.use(notFound(spa ? undefined : 'There is no page here: the web app has not been built.'));

  app.use(createErrorHandler(logger));
  return app;
}
