import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  API_KEY_SCOPES,
  ROUTE_ACCESS,
  apiKeyCreatedReplySchema,
  errorEnvelopeSchema,
  routeAccessOutcome,
} from '@sanctions/contracts';
import type { RouteAccess, RouteAccessKey, RouteCaller } from '@sanctions/contracts';
import { buildUser } from '../test/factories';
import { addMember, buildTeam, signInAs } from '../test/organization-team';
import { useTestApp } from '../test/use-test-app';

/** The callers every route is tried with: global roles and organisation roles kept apart. */
const PRINCIPALS = [
  'anonymous',
  'user',
  'moderator',
  'admin',
  'super admin',
  'organization owner',
  'organization admin',
  'organization member',
] as const;
type Principal = (typeof PRINCIPALS)[number];

const CALLERS: Record<Principal, RouteCaller> = {
  anonymous: null,
  user: { role: 'user', organizationRole: null },
  moderator: { role: 'moderator', organizationRole: null },
  admin: { role: 'admin', organizationRole: null },
  'super admin': { role: 'super_admin', organizationRole: null },
  'organization owner': { role: 'user', organizationRole: 'owner' },
  'organization admin': { role: 'user', organizationRole: 'admin' },
  'organization member': { role: 'user', organizationRole: 'member' },
};

/**
 * Routes whose handler would start background work or change shared state for the rest of the run (list
 * crawls, the billing cycle moving the test organisation's subscription): tried only with callers the
 * table refuses, whose requests never reach the handler.
 */
const NOT_RUN_FOR_ALLOWED_CALLERS: ReadonlySet<RouteAccessKey> = new Set<RouteAccessKey>([
  'POST /api/v2/admin/sanctions/crawl',
  'POST /api/v2/admin/sanctions/refresh',
  'POST /api/v2/billing/admin/run-daily-job',
]);

/**
 * Ends the session it is called with: run on a session of its own so the caller's token stays valid. An
 * anonymous caller names that session by its refresh token in the body.
 */
const ENDS_SESSION: ReadonlySet<RouteAccessKey> = new Set<RouteAccessKey>([
  'POST /api/v2/auth-simple/logout',
]);

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** The method and a concrete URL of a route key: every `:param` becomes a random UUID. */
function splitKey(key: RouteAccessKey): { method: (typeof METHODS)[number]; url: string } {
  const [name, pattern = ''] = key.split(' ');
  const method = METHODS.find((candidate) => candidate === name);
  if (method === undefined) throw new Error(`unexpected method in ${key}`);
  return { method, url: pattern.replace(/:[A-Za-z]+/g, () => randomUUID()) };
}

const ROUTE_KEYS = Object.keys(ROUTE_ACCESS).filter((key): key is RouteAccessKey =>
  Object.hasOwn(ROUTE_ACCESS, key),
);

const MATRIX = ROUTE_KEYS.flatMap((route) =>
  PRINCIPALS.map((principal) => ({
    route,
    principal,
    expected: routeAccessOutcome(ROUTE_ACCESS[route], CALLERS[principal]),
  })),
).filter(
  ({ route, expected }) => !(expected === 'allowed' && NOT_RUN_FOR_ALLOWED_CALLERS.has(route)),
);

/**
 * What a standalone user's API key holding every scope gets: the routes whose row has `apiKeyScope`
 * handle it, every other signed-in route answers 401, public routes never read it. Routes that take
 * another credential (`optional-session` in the body, `operator-token` from the environment) are left out:
 * the metrics tests send the operator's route a wrong token.
 */
function apiKeyOutcome(access: RouteAccess): 'allowed' | 401 | null {
  if (access === 'public') return 'allowed';
  if (access === 'optional-session' || access === 'operator-token') return null;
  return access.apiKeyScope === undefined ? 401 : 'allowed';
}

const API_KEY_MATRIX = ROUTE_KEYS.flatMap((route) => {
  const expected = apiKeyOutcome(ROUTE_ACCESS[route]);
  if (expected === null || (expected === 'allowed' && NOT_RUN_FOR_ALLOWED_CALLERS.has(route)))
    return [];
  return [{ route, expected }];
});

describe('route access: every route against contracts ROUTE_ACCESS', () => {
  // Configured, so the operator's route (`/metrics`) answers every account 401 as the table says.
  const testApp = useTestApp({
    env: { METRICS_TOKEN: 'route-access-test-metrics-token-0123456789' },
  });
  const accounts = new Map<Principal, { email: string; password: string; accessToken: string }>();

  beforeAll(async () => {
    const { app, db } = testApp;
    const team = await buildTeam(app, db, { maxUsers: null });
    for (const principal of PRINCIPALS) {
      const caller = CALLERS[principal];
      if (caller === null) continue;
      const { organizationRole } = caller;
      if (organizationRole === null) {
        const user = await buildUser(db, { role: caller.role });
        const { accessToken } = await signInAs(app, user.email, user.plainPassword);
        accounts.set(principal, { email: user.email, password: user.plainPassword, accessToken });
        continue;
      }
      const member =
        organizationRole === 'owner'
          ? team.owner
          : await addMember(app, db, team.organization.id, organizationRole);
      accounts.set(principal, {
        email: member.user.email,
        password: member.user.plainPassword,
        accessToken: member.accessToken,
      });
    }
  });

  it('has a rule for every registered /api route and a route for every rule', () => {
    const registered = [...testApp.app.apiRoutes].sort();
    const listed = [...ROUTE_KEYS].sort();
    expect(registered.filter((key) => !Object.hasOwn(ROUTE_ACCESS, key))).toEqual([]);
    expect(listed.filter((key) => !testApp.app.apiRoutes.has(key))).toEqual([]);
  });

  async function send(
    route: RouteAccessKey,
    principal: Principal,
    index: number,
  ): Promise<LightMyRequestResponse> {
    const { app } = testApp;
    const { method, url } = splitKey(route);
    const account = accounts.get(principal);
    let token = account?.accessToken;
    // Sign-in and global roles are checked before validation, and organisation routes check the role
    // before reading validation errors: `{}` reaches every check the table describes.
    let payload: Record<string, unknown> = {};
    if (ENDS_SESSION.has(route)) {
      const owner = account ?? accounts.get('user');
      if (owner === undefined) throw new Error('no account to open a session with');
      const session = await signInAs(app, owner.email, owner.password);
      if (account === undefined) payload = { refreshToken: session.refreshToken };
      else token = session.accessToken;
    }
    return app.inject({
      method,
      url,
      // One client address per caller keeps the per-IP rate limits of the public forms out of the way.
      remoteAddress: `10.0.0.${index + 1}`,
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
      ...(BODY_METHODS.has(method) ? { payload } : {}),
    });
  }

  it.each(MATRIX)('$route as $principal -> $expected', async ({ route, principal, expected }) => {
    const response = await send(route, principal, PRINCIPALS.indexOf(principal));
    if (expected === 'allowed') {
      expect(response.statusCode, response.body).not.toBe(401);
      expect(response.statusCode, response.body).not.toBe(403);
      expect(response.statusCode, response.body).toBeLessThan(500);
      return;
    }
    expect(response.statusCode, response.body).toBe(expected);
    const envelope = errorEnvelopeSchema.parse(response.json());
    if (expected === 401) expect(envelope.code).toBe('UNAUTHENTICATED');
    if (expected === 403) expect(envelope.code).toBe('FORBIDDEN');
  });

  it.each(API_KEY_MATRIX)(
    '$route with an API key of every scope -> $expected',
    async ({ route, expected }) => {
      const { app, db } = testApp;
      const { method, url } = splitKey(route);
      const owner = await buildUser(db);
      const session = await signInAs(app, owner.email, owner.plainPassword);
      const created = await app.inject({
        method: 'POST',
        url: '/api/v2/user/api-keys',
        headers: { authorization: `Bearer ${session.accessToken}` },
        payload: { name: 'route access', scopes: [...API_KEY_SCOPES] },
      });
      const { key } = apiKeyCreatedReplySchema.parse(created.json()).data;
      const response = await app.inject({
        method,
        url,
        remoteAddress: '10.0.1.1',
        headers: { 'x-api-key': key },
        ...(BODY_METHODS.has(method) ? { payload: {} } : {}),
      });
      if (expected === 'allowed') {
        expect(response.statusCode, response.body).not.toBe(401);
        expect(response.statusCode, response.body).not.toBe(403);
        expect(response.statusCode, response.body).toBeLessThan(500);
        return;
      }
      expect(response.statusCode, response.body).toBe(401);
      expect(errorEnvelopeSchema.parse(response.json()).message).toBe(
        'API keys cannot be used on this route',
      );
    },
  );

  it('answers 401 before validating the body of a route that needs a sign-in', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v2/super-admin/users/batch-reset-passwords',
      payload: { userIds: 'not a list' },
    });
    expect(response.statusCode).toBe(401);
    expect(errorEnvelopeSchema.parse(response.json()).issues).toBeUndefined();
  });

  it('answers 403 before validating the body for a caller below the route role', async () => {
    const token = accounts.get('admin')?.accessToken ?? '';
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v2/admin/plans',
      headers: { authorization: `Bearer ${token}` },
      payload: { name: 42 },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: 'Super Admin privileges required' });
  });
});
