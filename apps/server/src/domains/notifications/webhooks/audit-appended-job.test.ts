import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditTrailEntrySchema, errorEnvelopeSchema } from '@sanctions/contracts';
import { addMember, buildTeam, callAs } from '../../../../test/organization-team';
import type { Team } from '../../../../test/organization-team';
import { useTestApp } from '../../../../test/use-test-app';
import { jobs } from '../../../db/schema/jobs';
import { webhookDeliveries, webhookEndpoints } from '../../../db/schema/monitoring';
import { auditLogs } from '../../../db/schema/users';
import { recordAudit } from '../../administration';
import { WEBHOOK_JOBS } from './webhook-jobs';

describe('webhook event audit.appended: every new audit row of a subscribed organisation', () => {
  const t = useTestApp();
  let subscribed: Team;
  let other: Team;
  let ownerOnly: Team;
  beforeAll(async () => {
    subscribed = await buildTeam(t.app, t.db);
    other = await buildTeam(t.app, t.db);
    ownerOnly = await buildTeam(t.app, t.db);
    await t.db.insert(webhookEndpoints).values([
      {
        organizationId: subscribed.organization.id,
        url: 'https://siem.example.com/audit',
        secretSealed: 'v1:unused',
        secretLast4: 'aaaa',
        events: ['audit.appended'],
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

  const deliveriesOf = async (organizationId: string) =>
    (
      await t.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.organizationId, organizationId))
    ).filter((delivery) => delivery.event === 'audit.appended');

  it('queues a job for the row in the inserting transaction and delivers the row with its hashes', async () => {
    await recordAudit(t.db, {
      userId: subscribed.owner.user.id,
      organizationId: subscribed.organization.id,
      action: 'role_changed',
      details: { to: 'admin' },
    });
    const [row] = await t.db.select().from(auditLogs).where(eq(auditLogs.action, 'role_changed'));
    const queued = await t.db.select().from(jobs).where(eq(jobs.name, WEBHOOK_JOBS.auditAppended));
    expect(queued.map((job) => job.payload)).toEqual([{ auditLogId: row?.id }]);
    await t.app.jobs.runOnce();
    const [delivery] = await deliveriesOf(subscribed.organization.id);
    const body: unknown = JSON.parse(delivery?.body ?? '{}');
    expect(body).toMatchObject({ event: 'audit.appended' });
    const entry = auditTrailEntrySchema.parse(
      typeof body === 'object' && body !== null && 'data' in body ? body.data : null,
    );
    expect(entry).toMatchObject({
      id: row?.id,
      chain: subscribed.organization.id,
      position: row?.chainPosition,
      hash: row?.rowHash,
      previousHash: row?.previousHash,
      action: 'role_changed',
      details: { to: 'admin' },
    });
  });

  it("lets only the organisation's owners subscribe an endpoint to the audit stream", async () => {
    const admin = await addMember(t.app, t.db, ownerOnly.organization.id, 'admin');
    const refused = await callAs(
      t.app,
      admin.accessToken,
      'POST',
      '/api/v2/organization/webhooks',
      {
        url: 'https://93.184.215.14/audit',
        events: ['audit.appended'],
      },
    );
    expect(refused.statusCode, refused.body).toBe(403);
    expect(errorEnvelopeSchema.parse(refused.json()).message).toBe(
      'Only organization owners can stream the audit trail to an endpoint',
    );
    // An address given as an IP needs no DNS in the test.
    const accepted = await callAs(
      t.app,
      ownerOnly.owner.accessToken,
      'POST',
      '/api/v2/organization/webhooks',
      { url: 'https://93.184.215.14/audit', events: ['audit.appended'] },
    );
    expect(accepted.statusCode, accepted.body).toBe(201);
  });

  it('queues nothing for an organisation without a subscribed endpoint, nor for staff rows', async () => {
    const before = await t.db.select().from(jobs).where(eq(jobs.name, WEBHOOK_JOBS.auditAppended));
    await recordAudit(t.db, {
      userId: null,
      organizationId: other.organization.id,
      action: 'not_streamed',
    });
    await recordAudit(t.db, { userId: null, action: 'staff_not_streamed' });
    const after = await t.db.select().from(jobs).where(eq(jobs.name, WEBHOOK_JOBS.auditAppended));
    expect(after).toHaveLength(before.length);
    await t.app.jobs.runOnce();
    expect(await deliveriesOf(other.organization.id)).toEqual([]);
  });
});
