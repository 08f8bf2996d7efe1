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
import type { Team } from '../test/organization-team';
import { useTestApp } from '../test/use-test-app';
import { eq, inArray } from 'drizzle-orm';
import { organizationSubscriptions, subscriptionPlans } from './db/schema/billing';
import { bulkSearchJobs, savedSearches, searchRequests, searchSessions } from './db/schema/search';

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
  'former organization member',
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
  // Removed from the organisation (issue 24 §3) and signed in again: a standalone account in every row.
  'former organization member': { role: 'user', organizationRole: null },
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

interface Account {
  email: string;
  password: string;
  accessToken: string;
}

interface RemovedMember {
  account: Account;
  searchId: string;
  jobId: string;
  savedSearchId: string;
}

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
  const accounts = new Map<Principal, Account>();
  let formerMember: RemovedMember | undefined;

  /**
   * A member of the team who ran a search and a bulk job, then was removed through the route and signed
   * in again (the records are written directly: this file loads no lists).
   */
  async function removedMemberWithRecords(team: Team): Promise<RemovedMember> {
    const { app, db } = testApp;
    const member = await addMember(app, db, team.organization.id, 'member');
    const [search] = await db
      .insert(searchRequests)
      .values({
        userId: member.user.id,
        organizationId: team.organization.id,
        firstName: 'Marigold',
        lastName: 'Fenwickshire',
        searchType: 'fuzzy',
        sanctionLists: 'all',
      })
      .returning();
    if (search === undefined) throw new Error('search insert returned no row');
    await db.insert(searchSessions).values({
      sessionId: search.id,
      userId: member.user.id,
      searchQuery: {
        query: { firstName: 'Marigold', lastName: 'Fenwickshire', arabicName: '' },
        organizationId: team.organization.id,
      },
    });
    const jobId = randomUUID();
    await db.insert(bulkSearchJobs).values({
      userId: member.user.id,
      organizationId: team.organization.id,
      jobId,
      fileName: 'customers.csv',
      status: 'completed',
    });
    const [saved] = await db
      .insert(savedSearches)
      .values({
        userId: member.user.id,
        organizationId: team.organization.id,
        name: 'Customer check',
        searchQuery: { firstName: 'Marigold', lastName: 'Fenwickshire', searchType: 'fuzzy' },
      })
      .returning();
    if (saved === undefined) throw new Error('saved search insert returned no row');
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/v2/organization/members/${member.user.id}`,
      headers: { authorization: `Bearer ${team.owner.accessToken}` },
    });
    if (removed.statusCode !== 200) throw new Error(`removal failed: ${removed.body}`);
    const { accessToken } = await signInAs(app, member.user.email, member.user.plainPassword);
    return {
      account: { email: member.user.email, password: member.user.plainPassword, accessToken },
      searchId: search.id,
      jobId,
      savedSearchId: saved.id,
    };
  }

  beforeAll(async () => {
    const { app, db } = testApp;
    const team = await buildTeam(app, db, { maxUsers: null });
    // The organisation routes that need a plan feature (watchlists) reach their handlers.
    await db
      .update(subscriptionPlans)
      .set({ featureFlags: { watchlistScreening: true } })
      .where(
        inArray(
          subscriptionPlans.id,
          db
            .select({ id: organizationSubscriptions.planId })
            .from(organizationSubscriptions)
            .where(eq(organizationSubscriptions.organizationId, team.organization.id)),
        ),
      );
    for (const principal of PRINCIPALS) {
      const caller = CALLERS[principal];
      if (caller === null) continue;
      const { organizationRole } = caller;
      if (principal === 'former organization member') {
        formerMember = await removedMemberWithRecords(team);
        accounts.set(principal, formerMember.account);
        continue;
      }
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

  // Issue 24 §3: what a removed member made for the organisation stays with it. With the real id of
  // each record, every route answers the former member what it answers for a random id.
  const RECORD_ROUTES = ROUTE_KEYS.filter(
    (key) =>
      key.includes('/api/v2/search/:id') ||
      key.includes('/api/v2/saved-searches/:id') ||
      key.includes('/api/v2/bulk-search/:jobId') ||
      key.includes('/from-bulk/:jobId'),
  );

  it.each(RECORD_ROUTES)(
    '%s as a former organisation member with the real record id -> as with a random id',
    async (route) => {
      const { app } = testApp;
      if (formerMember === undefined) throw new Error('no former member');
      const { method } = splitKey(route);
      const urlWith = (ids: Pick<RemovedMember, 'searchId' | 'jobId' | 'savedSearchId'>) =>
        route
          .slice(method.length + 1)
          .replace(':id', route.includes('saved-searches') ? ids.savedSearchId : ids.searchId)
          .replace(':jobId', ids.jobId)
          .replace(':rowNumber', '1');
      const realUrl = urlWith(formerMember);
      const randomUrl = urlWith({
        searchId: randomUUID(),
        jobId: randomUUID(),
        savedSearchId: randomUUID(),
      });
      const headers = { authorization: `Bearer ${formerMember.account.accessToken}` };
      const payload = BODY_METHODS.has(method) ? { payload: {} } : {};
      const remoteAddress = '10.0.2.1';
      const random = await app.inject({
        method,
        url: randomUrl,
        headers,
        remoteAddress,
        ...payload,
      });
      const real = await app.inject({ method, url: realUrl, headers, remoteAddress, ...payload });
      expect(real.statusCode, real.body).toBe(random.statusCode);
      expect(real.statusCode, real.body).not.toBe(200);
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
