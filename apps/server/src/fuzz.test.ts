import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DELETE_ACCOUNT_PHRASE,
  ROUTE_ACCESS,
  errorEnvelopeSchema,
  routeAccessOutcome,
} from '@sanctions/contracts';
import type { RouteAccessKey, RouteCaller } from '@sanctions/contracts';
import { buildTestApp, createTestClock } from '../test/build-app';
import type { TestApp } from '../test/build-app';
import { buildPlan, buildUser, ensurePlan } from '../test/factories';
import { hostileRequests } from '../test/fuzz/hostile-requests';
import type { FuzzRequest } from '../test/fuzz/hostile-requests';
import { readOperationShapes } from '../test/fuzz/openapi-operations';
import { addMember, buildTeam, signInAs } from '../test/organization-team';
import { createListsDir, importListsDir } from '../test/search-test-support';

/** Start real background work (list crawls, the billing cycle): run only for callers the table refuses. */
const BACKGROUND_WORK: ReadonlySet<string> = new Set([
  'POST /api/v2/admin/sanctions/crawl',
  'POST /api/v2/admin/sanctions/refresh',
  'POST /api/v2/billing/admin/run-daily-job',
]);

/** The caller's own account: run as a throwaway user so the other callers stay signed in as they were. */
const OWN_ACCOUNT = /^[A-Z]+ \/api\/v2\/(user|auth\/2fa|auth-simple\/me)\b/;

type Caller = 'anonymous' | 'own account' | 'super admin' | 'organization owner' | 'plain user';

const CALLERS: Record<Caller, RouteCaller> = {
  anonymous: null,
  'own account': { role: 'user', organizationRole: null },
  'plain user': { role: 'user', organizationRole: null },
  'super admin': { role: 'super_admin', organizationRole: null },
  'organization owner': { role: 'user', organizationRole: 'owner' },
};

function isRouteAccessKey(key: string): key is RouteAccessKey {
  return Object.hasOwn(ROUTE_ACCESS, key);
}

/** The caller a route is fuzzed as: one the table lets through, or a refused one for background work. */
function callerFor(key: RouteAccessKey): Caller {
  const access = ROUTE_ACCESS[key];
  if (BACKGROUND_WORK.has(key)) {
    return routeAccessOutcome(access, CALLERS['plain user']) === 'allowed'
      ? 'anonymous'
      : 'plain user';
  }
  if (routeAccessOutcome(access, null) === 'allowed') return 'anonymous';
  if (OWN_ACCOUNT.test(key)) return 'own account';
  if (routeAccessOutcome(access, CALLERS['super admin']) === 'allowed') return 'super admin';
  return 'organization owner';
}

/** Deterministic version-4-shaped UUIDs: the same run sends the same requests. */
function seededUuids(seed: string): () => string {
  let counter = 0;
  return () => {
    counter += 1;
    const hex = createHash('sha256').update(`${seed}:${counter}`).digest('hex');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  };
}

/** Field values a JSON Schema cannot express (refinements), by field name. */
const BY_NAME: Readonly<Record<string, unknown>> = {
  contactEmail: 'fuzz@example.test',
  website: 'https://example.test',
  confirmation: DELETE_ACCOUNT_PHRASE,
  // Strong, and never any account's password: nothing is changed or deleted by the example requests.
  password: 'Fuzz-Horse-9!x',
  currentPassword: 'Fuzz-Horse-9!x',
  newPassword: 'Fuzz-Horse-9!y',
  confirmPassword: 'Fuzz-Horse-9!y',
  code: '123456',
  dateOfBirth: '1970-01-01',
  startDate: '2026-01-01',
  endDate: '2026-01-31',
  from: '2026-01-01',
  to: '2026-01-31',
  paymentDate: '2026-01-10',
  types: 'search',
  planName: 'basic',
  // Keeps the owner an owner: the members route would hand over the organisation otherwise.
  organizationRole: 'member',
  nationality: 'Iraq',
  firstName: 'Saddam',
};

interface Failure {
  route: string;
  caller: Caller;
  label: string;
  status: number;
  body: string;
}

describe('fuzz: hostile input on every /api route', () => {
  let testApp: TestApp;
  let lists: Awaited<ReturnType<typeof createListsDir>>;
  const tokens = new Map<Caller, string>();
  const params: Record<string, string> = {};
  /** Field values one route needs to get past its lookups (real records, unchangeable fields). */
  const routeFields = new Map<string, Record<string, unknown>>();

  beforeAll(async () => {
    lists = await createListsDir(['un']);
    testApp = await buildTestApp({
      clock: createTestClock(new Date('2026-03-10T09:30:00.000Z')),
      env: { LISTS_DIR: lists.dir },
    });
    const { app, db } = testApp;
    await importListsDir(app, db);
    const limits = { maxSearchesPerDay: 1_000_000, maxSearchesPerMonth: 1_000_000 };
    for (const caller of ['own account', 'plain user', 'super admin'] as const) {
      const role = CALLERS[caller]?.role ?? 'user';
      const user = await buildUser(db, { role, ...limits });
      tokens.set(caller, (await signInAs(app, user.email, user.plainPassword)).accessToken);
    }
    const team = await buildTeam(app, db, { maxUsers: null, maxSearchesPerMonth: null });
    tokens.set('organization owner', team.owner.accessToken);
    const member = await addMember(app, db, team.organization.id, 'member');
    const victim = await buildUser(db);
    const plan = await buildPlan(db, { displayName: 'Fuzz', maxSearchesPerMonth: 10 });
    // Real records, so hostile bodies get past the lookups to the writes.
    params.userId = member.user.id;
    params.id = victim.id;
    params.planId = plan.id;
    await ensurePlan(db, 'basic');
    routeFields.set('PUT /api/v2/admin/plans/:id', { name: plan.name });
    routeFields.set('POST /api/v2/billing/admin/cash-payments', {
      organizationId: team.organization.id,
    });
    routeFields.set('POST /api/v2/auth/password-reset/confirm', {
      password: BY_NAME.newPassword,
    });
  });
  afterAll(async () => {
    await testApp?.close();
    await lists?.remove();
  });

  function paramsFor(key: string): Record<string, string> {
    // Deletes get random ids: the real records are for the updates.
    if (key.startsWith('DELETE ')) return {};
    if (key.includes('/users/:id')) return { id: params.id ?? '' };
    if (key.includes('/plans/:id')) return { id: params.planId ?? '' };
    if (key.includes('/members/:userId')) return { userId: params.userId ?? '' };
    return {};
  }

  async function send(request: FuzzRequest, caller: Caller, index: number) {
    const token = tokens.get(caller);
    return testApp.app.inject({
      method: request.method,
      url: request.url,
      // One address per request keeps the per-IP limits of the public forms out of the way.
      remoteAddress: `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
      headers: {
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
        ...(request.contentType === undefined ? {} : { 'content-type': request.contentType }),
      },
      ...(request.body === undefined ? {} : { payload: request.body }),
    });
  }

  // Thousands of requests one after another (about 40 s on a quiet 2-core host, more under load, and
  // more with every new route): the time limit only guards against a hang.
  it(
    'never answers 5xx, and every failure is the error envelope',
    { timeout: 300_000 },
    async () => {
      const shapes = readOperationShapes(testApp.app.swagger());
      const routes = [...testApp.app.apiRoutes].filter(isRouteAccessKey).sort();
      expect(routes.length).toBeGreaterThan(90);
      const failures: Failure[] = [];
      let sent = 0;
      for (const key of routes) {
        const shape = shapes.get(key) ?? { body: undefined, query: new Map(), params: new Map() };
        const caller = callerFor(key);
        const requests = hostileRequests({
          key,
          shape,
          params: paramsFor(key),
          context: {
            // A fresh address per route: one route's example (register, invite) never blocks another's.
            byName: {
              ...BY_NAME,
              email: `fuzz-${routes.indexOf(key)}@example.test`,
              ...routeFields.get(key),
            },
            uuid: seededUuids(key),
          },
        });
        for (const request of requests) {
          sent += 1;
          const response = await send(request, caller, sent);
          const isEnvelope =
            response.statusCode < 300 ||
            errorEnvelopeSchema.safeParse(safeJson(response.body)).success;
          if (response.statusCode >= 500 || !isEnvelope) {
            failures.push({
              route: key,
              caller,
              label: request.label,
              status: response.statusCode,
              body: response.body.slice(0, 160),
            });
          }
        }
      }
      const fiveHundreds = failures.filter((failure) => failure.status >= 500).length;
      console.info(`fuzz: ${sent} requests, ${fiveHundreds} 5xx, ${failures.length} failures`);
      const summary = new Map<string, number>();
      for (const failure of failures) {
        const id = `${failure.status} ${failure.route} ${failure.label.replace(/ = .*/, '')}`;
        summary.set(id, (summary.get(id) ?? 0) + 1);
      }
      console.info([...summary].map(([id, n]) => `${n}x ${id}`).join('\n'));
      expect(failures).toEqual([]);
      // Prototype keys in bodies never reach the shared prototypes.
      expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('polluted');
      expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('role');
    },
  );
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
