import type {
  FastifyInstance,
  FastifyRequest,
  onRequestAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { PERMISSION_MIN_ROLE, ROLE_REQUIRED_MESSAGES, can, hasRole } from '@sanctions/contracts';
import type { ApiKeyScope, Permission, Role, SessionUser } from '@sanctions/contracts';
import { findSessionUser } from '../domains/identity';
import { AppError, isAppError } from '../lib/app-error';
import {
  API_KEY_NOT_ACCEPTED_MESSAGE,
  authenticateApiKey,
  readApiKeyCredential,
} from '../domains/identity';
import type { RequestApiKey } from '../domains/identity';
import { createAccessTokenVerifier } from '../domains/identity';
import type { AccessTokenVerifier } from '../domains/identity';
import { toSigningKey } from '../lib/tokens';
import type { SigningKey } from '../lib/tokens';
import { assertAddressAllowed } from './ip-allowlist-guard';

declare module 'fastify' {
  interface FastifyInstance {
    /** HS256 key of access and challenge tokens, from `JWT_SECRET`. */
    authKey: SigningKey;
    /** preHandler: Bearer access token -> `request.user`; 401 UNAUTHENTICATED when missing, invalid or revoked. */
    authenticate: preHandlerAsyncHookHandler;
    /** preHandler: authenticates, then 403 FORBIDDEN unless the user's role is `role` or higher. */
    requireRole: (role: Role) => preHandlerAsyncHookHandler;
    /** preHandler: authenticates, then 403 FORBIDDEN unless the role holds `permission` (contracts `can`). */
    requirePermission: (permission: Permission) => preHandlerAsyncHookHandler;
    /**
     * onRequest of a route whose ROUTE_ACCESS row has `apiKeyScope`: an API key (`X-API-Key` or
     * `Authorization: Bearer ssk_...`) holding `scope` authenticates as its user, else a bearer access
     * token does; then 403 unless the role is `role` or higher. A refused rate sets `Retry-After`.
     */
    requireRoleOrApiKey: (role: Role, scope: ApiKeyScope) => onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    /**
     * The signed-in user, loaded from the database on every request (role and active flag are current).
     * Only on routes guarded by `authenticate`/`requireRole`/`requirePermission`; reading it elsewhere
     * throws 401 rather than handing out `undefined`.
     */
    readonly user: SessionUser;
    /** Session family id (`sid` claim) of the access token; null on unguarded routes. */
    sessionId: string | null;
    authenticatedUser: SessionUser | null;
    /** The API key the request authenticated with; null for a session (or no sign-in). */
    apiKey: RequestApiKey | null;
  }
}

const MISSING_TOKEN_MESSAGE = 'Authentication required';
const INVALID_TOKEN_MESSAGE = 'Invalid or expired access token';
const ENDED_SESSION_MESSAGE = 'Your session has ended. Please sign in again.';

/**
 * The only routes an account holding a temporary password may call (method and route pattern): read
 * itself, sign out, and change the password. Everything else answers 403 PASSWORD_CHANGE_REQUIRED until the
 * password is changed. The refresh route is not guarded, so it needs no entry.
 */
const PASSWORD_CHANGE_ROUTES: ReadonlySet<string> = new Set([
  'GET /api/v2/auth-simple/me',
  'POST /api/v2/auth-simple/logout',
  'POST /api/v2/user/change-password',
]);

/**
 * The only routes an account may call while its organisation or the provider requires two-factor and it
 * has none (issue 23 §4): read itself, sign out, change a temporary password, and set two-factor up.
 * Everything else answers 403 TWO_FACTOR_SETUP_REQUIRED, so set-up comes before anything else.
 */
const TWO_FACTOR_SETUP_ROUTES: ReadonlySet<string> = new Set([
  ...PASSWORD_CHANGE_ROUTES,
  'GET /api/v2/auth/2fa/status',
  'POST /api/v2/auth/2fa/setup',
  'POST /api/v2/auth/2fa/verify',
]);

function routeKeyOf(request: FastifyRequest): string {
  return `${request.method} ${request.routeOptions.url ?? ''}`;
}

/** A temporary password first, then a required second factor: each shuts every other route. */
function assertAccountReady(request: FastifyRequest, user: SessionUser): void {
  if (user.mustChangePassword && !PASSWORD_CHANGE_ROUTES.has(routeKeyOf(request)))
    throw new AppError('PASSWORD_CHANGE_REQUIRED');
  if (
    user.twoFactorRequired &&
    !user.twoFactorEnabled &&
    !TWO_FACTOR_SETUP_ROUTES.has(routeKeyOf(request))
  )
    throw new AppError('TWO_FACTOR_SETUP_REQUIRED');
}

function readBearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header === undefined) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

async function authenticateRequest(
  app: FastifyInstance,
  verifyAccessToken: AccessTokenVerifier,
  request: FastifyRequest,
): Promise<SessionUser> {
  if (request.authenticatedUser) return request.authenticatedUser;
  // Routes that take keys authenticated them in onRequest (requireRoleOrApiKey); every other route refuses
  // them rather than reading `ssk_...` as a malformed access token.
  if (readApiKeyCredential(request.headers) !== null)
    throw new AppError('UNAUTHENTICATED', API_KEY_NOT_ACCEPTED_MESSAGE);
  const token = readBearerToken(request);
  if (token === null) throw new AppError('UNAUTHENTICATED', MISSING_TOKEN_MESSAGE);
  const now = app.clock.now();
  const claims = await verifyAccessToken(token, now);
  if (claims === null) throw new AppError('UNAUTHENTICATED', INVALID_TOKEN_MESSAGE);
  const user = await findSessionUser(app.db, claims.userId, claims.sessionId, now);
  if (user === null) throw new AppError('UNAUTHENTICATED', ENDED_SESSION_MESSAGE);
  await assertAddressAllowed(app, request, user, 'session');
  request.authenticatedUser = user;
  request.sessionId = claims.sessionId;
  assertAccountReady(request, user);
  return user;
}

function forbiddenFor(role: Role): AppError {
  return new AppError(
    'FORBIDDEN',
    role === 'user' ? 'Access denied' : ROLE_REQUIRED_MESSAGES[role],
  );
}

async function authPlugin(app: FastifyInstance): Promise<void> {
  const authKey = toSigningKey(app.env.JWT_SECRET);
  app.decorate('authKey', authKey);
  const verifyAccessToken = createAccessTokenVerifier(authKey);
  app.decorateRequest('authenticatedUser', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('apiKey', null);
  app.decorateRequest('user', {
    getter(this: FastifyRequest): SessionUser {
      if (this.authenticatedUser === null)
        throw new AppError('UNAUTHENTICATED', MISSING_TOKEN_MESSAGE);
      return this.authenticatedUser;
    },
  });

  const authenticate: preHandlerAsyncHookHandler = async (request) => {
    await authenticateRequest(app, verifyAccessToken, request);
  };
  app.decorate('authenticate', authenticate);

  app.decorate('requireRole', (role: Role): preHandlerAsyncHookHandler => async (request) => {
    const user = await authenticateRequest(app, verifyAccessToken, request);
    if (!hasRole(user.role, role)) throw forbiddenFor(role);
  });

  app.decorate(
    'requirePermission',
    (permission: Permission): preHandlerAsyncHookHandler =>
      async (request) => {
        const user = await authenticateRequest(app, verifyAccessToken, request);
        if (!can(user.role, permission)) throw forbiddenFor(PERMISSION_MIN_ROLE[permission]);
      },
  );

  app.decorate(
    'requireRoleOrApiKey',
    (role: Role, scope: ApiKeyScope): onRequestAsyncHookHandler =>
      async (request, reply) => {
        const credential = request.authenticatedUser ? null : readApiKeyCredential(request.headers);
        if (credential === null) {
          const user = await authenticateRequest(app, verifyAccessToken, request);
          if (!hasRole(user.role, role)) throw forbiddenFor(role);
          return;
        }
        try {
          const { user, apiKey } = await authenticateApiKey(app.db, {
            credential,
            scope,
            now: app.clock.now(),
          });
          await assertAddressAllowed(app, request, user, 'api_key');
          request.authenticatedUser = user;
          request.apiKey = apiKey;
          assertAccountReady(request, user);
          if (!hasRole(user.role, role)) throw forbiddenFor(role);
        } catch (error) {
          const retryAfter = isAppError(error) ? error.details?.retryAfterSeconds : undefined;
          if (typeof retryAfter === 'number') void reply.header('retry-after', String(retryAfter));
          throw error;
        }
      },
  );
}

/** OpenAPI `security` of a route guarded by a bearer access token (scheme declared in plugins/swagger.ts). */
export const BEARER_SECURITY = [{ bearerAuth: [] }];

/** Registers the auth decorators on the root instance (needs `app.db`, `app.env` and `app.clock`). */
export default fp(authPlugin, { name: 'auth', decorators: { fastify: ['db', 'env', 'clock'] } });

/**
 * Where-condition restricting rows to the caller's organisation:
 * `where(and(eq(t.id, id), scopeToOrganization(t.organizationId, request.user)))`.
 * A user without an organisation matches nothing, so another organisation's record reads as absent and the
 * service answers 404 (never 403: ids must not be probeable).
 */
export function scopeToOrganization(
  column: AnyPgColumn,
  user: Pick<SessionUser, 'organizationId'>,
): SQL {
  return user.organizationId === null ? sql`false` : eq(column, user.organizationId);
}

/** Throws 404 NOT_FOUND when a scoped lookup found nothing; returns the row otherwise. */
export function foundOrNotFound<T>(row: T | undefined, message = 'Not found'): T {
  if (row === undefined) throw new AppError('NOT_FOUND', message);
  return row;
}
