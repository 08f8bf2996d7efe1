import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TRUSTED_DEVICE_HEADER,
  loginBodySchema,
  loginReplySchema,
  logoutBodySchema,
  logoutReplySchema,
  meReplySchema,
  refreshBodySchema,
  refreshReplySchema,
  registerBodySchema,
  registerReplySchema,
} from '@sanctions/contracts';
import { isAppError } from '../../../lib/app-error';
import { BEARER_SECURITY } from '../../../plugins/auth';
import { login } from './login.service';
import { register } from './register.service';
import { readRequestMeta } from './request-meta';
import { logout, logoutWithRefreshToken, rotateRefreshToken } from './session.service';
import type { AuthDeps } from './session.service';
import type { SignInSecondFactor } from './sign-in-second-factor';

const TAGS = ['Session'];
const LOGGED_OUT = { success: true as const, message: 'Logged out successfully' };

/**
 * Flood guard on account creation (each one costs an Argon2id hash): per client IP. Sign-in needs none
 * here because failed sign-ins are throttled from `login_attempts`, which survives restarts and is shared
 * by every instance.
 */
export const REGISTER_RATE_LIMIT = { max: 20, timeWindow: 15 * 60 * 1000 } as const;

function authDeps(app: FastifyInstance): AuthDeps {
  return {
    db: app.db,
    key: app.authKey,
    now: () => app.clock.now(),
    secretBox: app.secretBox,
  };
}

/**
 * The spec's client posts logout with a JSON content type and no body; Fastify's default parser rejects
 * that. Inside this plugin only, an empty JSON body parses as `undefined` (routes with a body schema still
 * answer 400 for it).
 */
function allowEmptyJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    try {
      done(null, JSON.parse(text));
    } catch {
      done(
        Object.assign(new Error('Request body is not valid JSON'), { statusCode: 400 }),
        undefined,
      );
    }
  });
}

export interface AuthRoutesOptions {
  /** The sign-in's second-factor step, from the two-factor slice. */
  secondFactor: SignInSecondFactor;
}

/** Session API of spec screening-and-account section 7, under /api/v2/auth-simple. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { secondFactor },
) => {
  allowEmptyJsonBodies(app);
  // Replies here carry tokens or the signed-in user: no browser or proxy may keep them.
  app.addHook('onSend', async (_request, reply, payload) => {
    void reply.header('cache-control', 'no-store');
    return payload;
  });
  const deps = authDeps(app);

  app.post(
    '/api/v2/auth-simple/login',
    {
      schema: {
        tags: TAGS,
        summary: 'Sign in with e-mail and password (and a second factor when enabled)',
        body: loginBodySchema,
        response: { 200: loginReplySchema },
      },
    },
    async (request, reply) => {
      try {
        const deviceHeader = request.headers[TRUSTED_DEVICE_HEADER];
        const deviceToken =
          typeof deviceHeader === 'string' ? deviceHeader.trim().slice(0, 128) : '';
        return await login(
          deps,
          secondFactor,
          request.body,
          readRequestMeta(request),
          deviceToken === '' ? null : deviceToken,
        );
      } catch (error) {
        if (isAppError(error)) app.metrics.countSignInRefusal(error.code);
        const retryAfter =
          isAppError(error) && error.code === 'RATE_LIMITED'
            ? error.details?.retryAfterSeconds
            : undefined;
        if (typeof retryAfter === 'number') void reply.header('retry-after', String(retryAfter));
        throw error;
      }
    },
  );

  app.post(
    '/api/v2/auth-simple/refresh',
    {
      schema: {
        tags: TAGS,
        summary: 'Exchange a refresh token for a new token pair (the old one is spent)',
        body: refreshBodySchema,
        response: { 200: refreshReplySchema },
      },
    },
    async (request) => {
      const tokens = await rotateRefreshToken(
        deps,
        request.body.refreshToken,
        readRequestMeta(request),
      );
      return { success: true as const, data: { tokens } };
    },
  );

  app.get(
    '/api/v2/auth-simple/me',
    {
      schema: {
        tags: TAGS,
        summary: 'The signed-in user',
        security: BEARER_SECURITY,
        response: { 200: meReplySchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => ({ success: true as const, data: { user: request.user } }),
  );

  app.post(
    '/api/v2/auth-simple/logout',
    {
      schema: {
        tags: TAGS,
        summary:
          'End the current session (named by the bearer token, or by a refresh token in the body)',
        security: BEARER_SECURITY,
        body: logoutBodySchema,
        response: { 200: logoutReplySchema },
      },
    },
    async (request, reply) => {
      const meta = readRequestMeta(request);
      try {
        await app.authenticate.call(app, request, reply);
      } catch (error) {
        const refreshToken = request.body?.refreshToken;
        if (refreshToken === undefined) throw error;
        await logoutWithRefreshToken(deps, refreshToken, meta);
        return LOGGED_OUT;
      }
      const sessionId = request.sessionId;
      if (sessionId !== null) await logout(deps, request.user, sessionId, meta);
      return LOGGED_OUT;
    },
  );

  app.post(
    '/api/v2/auth-simple/register',
    {
      config: { rateLimit: REGISTER_RATE_LIMIT },
      schema: {
        tags: TAGS,
        summary:
          'Create a standalone user account (the same answer whether or not the address has one; then sign in)',
        body: registerBodySchema,
        response: { 202: registerReplySchema },
      },
    },
    async (request, reply) => {
      const accepted = await register(deps, request.body, readRequestMeta(request), {
        publicUrl: app.env.PUBLIC_URL,
      });
      return reply.code(202).send(accepted);
    },
  );
};
