import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamReportReplySchema } from '@sanctions/contracts';
import { organizationSubscriptions, subscriptionPlans } from '../../../db/schema/billing';
import { buildTestApp, createTestClock } from '../../../../test/build-app';
import type { TestApp } from '../../../../test/build-app';
import { buildOrganization } from '../../../../test/factories';
import {
  createListsDir,
  createSignedInUser,
  importListsDir,
  postSearch,
} from '../../../../test/search-test-support';

const TODAY = '2026-06-17';

/** A CSV of three names no list holds and one row without a name (invalid, never screened). */
const BULK_FILE = [
  'First name,Last name',
  'Zebulon,Quixotewhistle',
  'Ottoline,Brackenwhisk',
  'Peregrine,Fumbleworth',
  ',',
].join('\n');

// The report counts what the product itself writes: searches through POST /api/v2/search and a bulk job
// through POST /api/v2/bulk-search screened by the job queue, against a real list.
describe('team report over real searches and a real bulk job', () => {
  let testApp: TestApp;
  let lists: Awaited<ReturnType<typeof createListsDir>>;

  beforeAll(async () => {
    lists = await createListsDir(['un']);
    testApp = await buildTestApp({
      clock: createTestClock(new Date(`${TODAY}T09:00:00.000Z`)),
      env: { LISTS_DIR: lists.dir },
    });
    await importListsDir(testApp.app, testApp.db);
  });
  afterAll(async () => {
    await testApp?.close();
    await lists?.remove();
  });

  it('counts two single searches and three screened bulk rows for the member who ran them', async () => {
    const { app, db } = testApp;
    const organization = await buildOrganization(db);
    const [plan] = await db
      .insert(subscriptionPlans)
      .values({
        name: `report-${randomBytes(4).toString('hex')}`,
        displayName: 'Report Test',
        monthlyPrice: 9_900,
        yearlyPrice: 99_000,
        maxSearchesPerMonth: 1_000,
        featureFlags: { bulkScreening: true },
      })
      .returning();
    if (!plan) throw new Error('no plan row');
    await db
      .insert(organizationSubscriptions)
      .values({ organizationId: organization.id, planId: plan.id, status: 'active' });
    const owner = await createSignedInUser(app, db, {
      organizationId: organization.id,
      organizationRole: 'owner',
    });
    const member = await createSignedInUser(app, db, {
      organizationId: organization.id,
      organizationRole: 'member',
    });

    for (const firstName of ['Saddam', 'Zebulon']) {
      const response = await postSearch(app, member.token, { firstName, lastName: 'Hussein' });
      expect(response.statusCode, response.body).toBe(200);
    }
    const form = new FormData();
    form.append('file', new Blob([new TextEncoder().encode(BULK_FILE)]), 'customers.csv');
    const upload = await app.inject({
      method: 'POST',
      url: '/api/v2/bulk-search',
      headers: { authorization: `Bearer ${member.token}` },
      payload: form,
    });
    expect(upload.statusCode, upload.body).toBe(202);
    while ((await app.jobs.runOnce()) > 0) {
      // every chunk of the job, until none is due
    }

    const response = await app.inject({
      method: 'GET',
      url: `/api/v2/organization/reports/team?from=${TODAY}&to=${TODAY}&period=day`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    const report = teamReportReplySchema.parse(response.json()).data;
    expect(report.members.find((row) => row.userId === member.user.id)).toMatchObject({
      singleSearches: 2,
      bulkRows: 3,
      decisions: 0,
    });
    expect(report.members.find((row) => row.userId === owner.user.id)).toMatchObject({
      singleSearches: 0,
      bulkRows: 0,
    });
    expect(report.periods).toEqual([
      expect.objectContaining({ periodStart: TODAY, singleSearches: 2, bulkRows: 3 }),
    ]);
  });
});
