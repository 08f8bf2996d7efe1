import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTeam } from '../../../../test/organization-team';
import type { Team } from '../../../../test/organization-team';
import { useTestApp } from '../../../../test/use-test-app';
import { webhookDeliveries, webhookEndpoints } from '../../../db/schema/monitoring';
import { listVersions } from '../../../db/schema/sanctions';
import { bulkSearchJobs } from '../../../db/schema/search';
import { WEBHOOK_JOBS } from './webhook-jobs';

describe('webhook events: list.updated and bulk.completed reach subscribed endpoints only', () => {
  const t = useTestApp();
  let subscribed: Team;
  let other: Team;
  beforeAll(async () => {
    subscribed = await buildTeam(t.app, t.db);
    other = await buildTeam(t.app, t.db);
    await t.db.insert(webhookEndpoints).values([
      {
        organizationId: subscribed.organization.id,
        url: 'https://hooks.example.com/a',
        secretSealed: 'v1:unused',
        secretLast4: 'aaaa',
        events: ['list.updated', 'bulk.completed'],
      },
      {
        organizationId: other.organization.id,
        url: 'https://hooks.example.com/b',
        secretSealed: 'v1:unused',
        secretLast4: 'bbbb',
        events: ['alert.created'],
      },
    ]);
  });

  const bodiesOf = async (organizationId: string, event: string) =>
    (
      await t.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.organizationId, organizationId))
    )
      .filter((d) => d.event === event)
      .map((d): unknown => JSON.parse(d.body));

  it('list.updated carries the list, version, publication date and counts', async () => {
    const [version] = await t.db
      .insert(listVersions)
      .values({
        sanctionList: 'un',
        listSource: 'UN consolidated',
        format: 'xml',
        status: 'active',
        publishedAt: new Date('2026-11-24T00:00:00.000Z'),
        entryCount: 1000,
        addedCount: 3,
        changedCount: 2,
        removedCount: 1,
        triggeredBy: 'cli',
      })
      .returning();
    await t.app.jobs.enqueue(t.db, WEBHOOK_JOBS.listUpdated, { listVersionId: version?.id ?? '' });
    await t.app.jobs.runOnce();
    expect(await bodiesOf(subscribed.organization.id, 'list.updated')).toMatchObject([
      {
        event: 'list.updated',
        data: {
          list: 'un',
          version: version?.id,
          publishedAt: '2026-11-24T00:00:00.000Z',
          counts: { entries: 1000, added: 3, changed: 2, removed: 1 },
        },
      },
    ]);
    expect(await bodiesOf(other.organization.id, 'list.updated')).toEqual([]);
  });

  it('bulk.completed carries the job id and counts, never the names', async () => {
    const [job] = await t.db
      .insert(bulkSearchJobs)
      .values({
        userId: subscribed.owner.user.id,
        organizationId: subscribed.organization.id,
        jobId: 'bulk_test_1',
        fileName: 'customers.csv',
        totalRows: 10,
        processedRows: 10,
        clearRows: 8,
        highRiskRows: 2,
        status: 'completed',
      })
      .returning();
    await t.app.jobs.enqueue(t.db, WEBHOOK_JOBS.bulkCompleted, { bulkJobId: job?.id ?? '' });
    await t.app.jobs.runOnce();
    expect(await bodiesOf(subscribed.organization.id, 'bulk.completed')).toMatchObject([
      {
        event: 'bulk.completed',
        data: {
          jobId: 'bulk_test_1',
          status: 'completed',
          counts: { total: 10, clear: 8, high: 2 },
        },
      },
    ]);
  });
});
