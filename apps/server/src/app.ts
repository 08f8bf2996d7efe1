import rateLimit from '@fastify/rate-limit';
import type { Socket } from 'node:net';
import Fastify from 'fastify';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DatabaseHandle, Db } from './db/client';
import type { Env } from './env';
import { AppError } from './lib/app-error';
import { readAppVersion } from './lib/app-version';
import { systemClock } from './lib/clock';
import type { Clock } from './lib/clock';
import { loggerOptions } from './lib/logger';
import { createEnvSecretBox } from './lib/secret-box/env-secret-box';
import type { SecretBox } from './lib/secret-box/secret-box';
import authPlugin from './plugins/auth';
import jobsPlugin from './plugins/jobs';
import metricsPlugin from './plugins/metrics/metrics-plugin';
import { answerClientError } from './plugins/client-error-reply';
import {
  answerFrameworkError,
  registerErrorHandler,
  registerNotFoundHandler,
} from './plugins/error-handler';
import routeAccessPlugin from './plugins/route-access';
import screeningIndexPlugin from './plugins/screening-index';
import type { ScreeningIndexOptions } from './plugins/screening-index';
import { sharedRateLimitStore } from './plugins/rate-limit/shared-rate-limit-store';
import { registerJsonCompression } from './plugins/json-compression';
import { generateRequestId, registerRequestIdHeader } from './plugins/request-id';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSpa, resolveWebDist } from './plugins/spa';
import { registerSwagger } from './plugins/swagger';
import { registerRoutes } from './routes';
import { listenForActivations } from './domains/lists';
import { findEntriesOfVersions, findServedVersions } from './domains/lists';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drizzle over PGlite or PostgreSQL; pass it (or a transaction) to the query functions. */
    db: Db;
    /** The database handle: runtime kind and `ping()` for health checks. */
    database: DatabaseHandle;
    env: Env;
    clock: Clock;
    /** Seals secrets kept in the database (TOTP secrets) under SECRETS_KEY; ADR 013. */
    secretBox: SecretBox;
    /** Version of the server package, for health and the OpenAPI document. */
    appVersion: string;
  }
}

export interface BuildAppOptions {
  env: Env;
  /** A migrated database (see `createDatabase`); the app does not close it. */
  db: DatabaseHandle;
  clock?: Clock;
  /** A pino logger; default: JSON logs at `env.LOG_LEVEL` with redaction. */
  logger?: FastifyBaseLogger;
  /** Folder of the built web app; default `apps/web/dist` of this checkout. */
  webDistDir?: string;
  /**
   * When the start-up index build runs (default `before-ready`); the served instance uses `background`
   * so it listens and answers readiness while the index loads (ADR 028). `holdBuild` is a test hook.
   * `snapshotPath`: the index snapshot file a restart loads instead of building (issue 26).
   */
  screeningIndex?: Pick<
    ScreeningIndexOptions,
    'startupBuild' | 'holdBuild' | 'snapshotPath' | 'remote'
  >;
}

/** Builds the Fastify instance with every plugin and route, ready for `listen()` or `inject()`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env } = options;
  const isHttps = env.PUBLIC_URL.startsWith('https://');
  const base = {
    genReqId: generateRequestId,
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1_048_576,
    // Failures refused before any route (bad URL, oversized headers) answer in the envelope too.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: (error: Error & { code?: string }, socket: Socket) => {
      answerClientError(app.log, error, socket);
    },
  };
  const app = (
    options.logger
      ? Fastify({ ...base, loggerInstance: options.logger })
      : Fastify({ ...base, logger: loggerOptions(env.LOG_LEVEL) })
  ).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('db', options.db.db);
  app.decorate('database', options.db);
  app.decorate('env', env);
  app.decorate('clock', options.clock ?? systemClock);
  app.decorate('secretBox', createEnvSecretBox(env));
  app.decorate('appVersion', readAppVersion());

  registerErrorHandler(app);
  registerRequestIdHeader(app);
  registerJsonCompression(app);
  await registerSecurityHeaders(app, { isHttps });
  // Routes opt in with `config: { rateLimit: { max, timeWindow } }` (auth, search). The counters live in
  // the database, shared by every process and instance (ADR 031).
  await app.register(rateLimit, {
    global: false,
    store: sharedRateLimitStore({ db: app.db, clock: app.clock, logger: app.log }),
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', `Too many requests, please try again in ${context.after}`),
  });
  await registerSwagger(app, { version: app.appVersion, isHttps });
  await app.register(authPlugin);
  await app.register(routeAccessPlugin);
  await app.register(screeningIndexPlugin, {
    source: {
      findActiveVersions: findServedVersions,
      findEntriesOfVersions,
      listenForActivations,
    },
    ...options.screeningIndex,
  });
  await app.register(metricsPlugin);
  // Before the routes: features register their jobs when their plugin registers.
  await app.register(jobsPlugin);
  await app.register(registerRoutes);

  const fallback = await registerSpa(app, options.webDistDir ?? resolveWebDist());
  registerNotFoundHandler(app, fallback);
  return app;
}
