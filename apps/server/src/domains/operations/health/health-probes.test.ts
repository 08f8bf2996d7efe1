import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  errorEnvelopeSchema,
  livenessReplySchema,
  readinessReplySchema,
} from '@sanctions/contracts';
import { buildTestApp } from '../../../../test/build-app';
import type { TestApp } from '../../../../test/build-app';
import { createTestDatabase } from '../../../../test/db';
import type { TestDatabase } from '../../../../test/db';
import { organizationSubscriptions, subscriptionPlans } from '../../../db/schema/billing';
import type { DbOrTx } from '../../../db/client';
import { buildOrganization } from '../../../../test/factories';
import {
  createListsDir,
  createSignedInUser,
  importListsDir,
  postSearch,
} from '../../../../test/search-test-support';

/** A signed-in member of an organisation on an active plan with bulk screening (and monitoring). */
async function buildBulkMember(app: TestApp['app'], db: DbOrTx) {
  const organization = await buildOrganization(db);
  const [plan] = await db
    .insert(subscriptionPlans)
    .values({
      name: 'probes-bulk',
      displayName: 'Probes Bulk',
      monthlyPrice: 9_900,
      yearlyPrice: 99_000,
      maxSearchesPerMonth: 1_000,
      featureFlags: { bulkScreening: true },
    })
    .returning();
  if (!plan) throw new Error('buildBulkMember: plan insert returned no row');
  await db.insert(organizationSubscriptions).values({
    organizationId: organization.id,
    planId: plan.id,
    status: 'active',
    billingCycle: 'monthly',
  });
  return createSignedInUser(app, db, {
    organizationId: organization.id,
    organizationRole: 'member',
  });
}

const LOADING_MESSAGE =
  'The sanctions lists are being loaded into the screening index. Please try again in a few seconds.';

describe('GET /api/health/live and /api/health/ready without lists', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  it('live answers 200 without authentication', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(response.statusCode).toBe(200);
    const { data } = livenessReplySchema.parse(response.json());
    expect(data.status).toBe('alive');
    expect(data.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('ready answers 200 with an empty index when no list is imported, and search says to import them', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(readinessReplySchema.parse(response.json()).data).toEqual({
      ready: true,
      databaseReachable: true,
      index: { state: 'empty', entryCount: 0, builtAt: null, versions: [], heldBy: 'this-process' },
    });
    const { token } = await createSignedInUser(testApp.app, testApp.db);
    const search = await postSearch(testApp.app, token, { firstName: 'Saddam' });
    expect(search.statusCode).toBe(503);
    expect(search.headers['retry-after']).toBeUndefined();
    const body = errorEnvelopeSchema.parse(search.json());
    expect(body.code).toBe('LIST_UNAVAILABLE');
    expect(body.message).toMatch(/An administrator must import the lists first/);
  });
});

describe('GET /api/health/ready while the screening index builds', () => {
  let database: TestDatabase;
  let lists: Awaited<ReturnType<typeof createListsDir>>;
  let releaseBuild: () => void = () => undefined;
  let testApp: TestApp | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    lists = await createListsDir(['un']);
    // A first instance imports the lists into the database, as an earlier run of the server would.
    const importer = await buildTestApp({ database, env: { LISTS_DIR: lists.dir } });
    try {
      await importListsDir(importer.app, importer.db);
    } finally {
      await importer.close();
    }
  });
  afterAll(async () => {
    releaseBuild();
    await testApp?.close();
    await database?.close();
    await lists?.remove();
  });

  it('answers 503 and search answers "loading" with Retry-After until the index is built, then 200 with its versions, entries and build time', async () => {
    const held = new Promise<void>((resolve) => {
      releaseBuild = resolve;
    });
    // The start-up build runs in the background, as in the served instance, and is held after it read
    // the active versions: the state of every instance in the seconds its index builds.
    testApp = await buildTestApp({
      database,
      env: { LISTS_DIR: lists.dir },
      screeningIndex: { startupBuild: 'background', holdBuild: () => held },
    });
    const { app } = testApp;

    const live = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);

    const loading = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(loading.statusCode).toBe(503);
    expect(loading.headers['retry-after']).toBe('5');
    expect(readinessReplySchema.parse(loading.json()).data).toEqual({
      ready: false,
      databaseReachable: true,
      index: {
        state: 'loading',
        entryCount: 0,
        builtAt: null,
        versions: [],
        heldBy: 'this-process',
      },
    });

    const { token } = await createSignedInUser(app, testApp.db);
    const search = await postSearch(app, token, { firstName: 'Saddam', sanctionLists: 'un' });
    expect(search.statusCode).toBe(503);
    expect(search.headers['retry-after']).toBe('5');
    const refusal = errorEnvelopeSchema.parse(search.json());
    expect(refusal).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: LOADING_MESSAGE,
      messageKey: 'screeningIndex.loading',
    });
    expect(refusal.message).not.toMatch(/import/);

    // The bulk upload and a new monitoring subject need the index at once too: the same answer.
    const member = await buildBulkMember(app, testApp.db);
    const form = new FormData();
    form.append(
      'file',
      new Blob([new TextEncoder().encode('Reference,First name,Last name\nR-1,Saddam,Hussein\n')]),
      'customers.csv',
    );
    const bulk = await app.inject({
      method: 'POST',
      url: '/api/v2/bulk-search',
      headers: { authorization: `Bearer ${member.token}` },
      payload: form,
    });
    const subject = await app.inject({
      method: 'POST',
      url: '/api/v2/monitoring/subjects',
      headers: { authorization: `Bearer ${member.token}` },
      payload: { firstName: 'Saddam', lastName: 'Hussein' },
    });
    for (const refused of [bulk, subject]) {
      expect(refused.statusCode, refused.body).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(errorEnvelopeSchema.parse(refused.json())).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        messageKey: 'screeningIndex.loading',
      });
    }

    releaseBuild();
    await vi.waitFor(
      async () =>
        expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(
          200,
        ),
      { timeout: 60_000, interval: 50 },
    );
    const ready = readinessReplySchema.parse(
      (await app.inject({ method: 'GET', url: '/api/health/ready' })).json(),
    ).data;
    const snapshot = app.screeningIndex.current();
    expect(snapshot).toBeDefined();
    expect(ready).toMatchObject({ ready: true, databaseReachable: true });
    expect(ready.index.state).toBe('ready');
    expect(ready.index.entryCount).toBe(snapshot?.index.size);
    expect(ready.index.entryCount).toBeGreaterThan(100);
    expect(ready.index.builtAt).toBe(snapshot?.builtAt.toISOString());
    expect(ready.index.versions).toHaveLength(1);
    expect(ready.index.versions[0]).toMatchObject({ sanctionList: 'un' });
    expect(ready.index.versions[0]?.entryCount).toBeGreaterThan(100);

    const served = await postSearch(app, token, { firstName: 'Saddam', sanctionLists: 'un' });
    expect(served.statusCode, served.body).toBe(200);
  });
});
