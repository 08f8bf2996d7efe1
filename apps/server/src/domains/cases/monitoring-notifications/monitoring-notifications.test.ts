import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../../../test/build-app';
import { addMember, buildTeam } from '../../../../test/organization-team';
import type { Team, TeamMember } from '../../../../test/organization-team';
import { useTestApp } from '../../../../test/use-test-app';
import { jobs } from '../../../db/schema/jobs';
import {
  monitoringAlerts,
  webhookDeliveries,
  webhookEndpoints,
} from '../../../db/schema/monitoring';
import { userPreferences } from '../../../db/schema/preferences';
import { emailOutbox, notifications } from '../../../db/schema/users';
import { MONITORING_JOBS } from '../monitoring/monitoring-jobs';
import { insertSubject } from '../../../../test/cases/monitored-subject-rows';
import { DAILY_DIGEST_JOB, nextDigestAt, scheduleDigest } from './daily-digest.job';

// Later than the database clock, so jobs queued for a later instant wait for the test clock.
const NOW = new Date('2030-03-10T09:00:00.000Z');

describe('monitoring notifications: new alerts reach reviewers by notice, e-mail or digest, and webhooks', () => {
  const clock = createTestClock(NOW);
  const t = useTestApp({ clock, env: { PUBLIC_URL: 'https://screening.example.test' } });
  let team: Team;
  let dailyAdmin: TeamMember;
  let silentAdmin: TeamMember;
  let member: TeamMember;

  beforeAll(async () => {
    team = await buildTeam(t.app, t.db, { maxUsers: 10 });
    dailyAdmin = await addMember(t.app, t.db, team.organization.id, 'admin');
    silentAdmin = await addMember(t.app, t.db, team.organization.id, 'admin');
    member = await addMember(t.app, t.db, team.organization.id, 'member');
    await t.db.insert(userPreferences).values([
      { userId: dailyAdmin.user.id, preferences: { monitoringDigest: 'daily', language: 'ar' } },
      { userId: silentAdmin.user.id, preferences: { monitoringDigest: 'off' } },
    ]);
    await t.db.insert(webhookEndpoints).values({
      organizationId: team.organization.id,
      url: 'https://hooks.example.com/in',
      secretSealed: 'v1:unused',
      secretLast4: 'abcd',
      events: ['alert.created'],
    });
  });

  async function raiseAlert(assigneeId: string | null) {
    const subject = await insertSubject(
      t.db,
      { userId: team.owner.user.id, organizationId: team.organization.id },
      { firstName: 'Omar', lastName: 'Haddad' },
    );
    const [alert] = await t.db
      .insert(monitoringAlerts)
      .values({
        subjectId: subject.id,
        organizationId: team.organization.id,
        ownerUserId: team.owner.user.id,
        sanctionList: 'ofac',
        listSource: 'OFAC SDN',
        sourceId: `sdn-${subject.id}`,
        entryFullName: 'Omar Al-Haddad',
        entryContentHash: 'h1',
        match: {},
        confidence: 91,
        riskLevel: 'high',
        matchType: 'fuzzy',
        trigger: 'list_update',
        algorithmVersion: 'test',
        assigneeId,
        raisedAt: clock.now(),
      })
      .returning();
    if (!alert) throw new Error('no alert');
    return alert;
  }

  const mailsTo = (email: string) =>
    t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, email), eq(emailOutbox.template, 'monitoring-alerts')));

  it('notifies every reviewer and the assignee, e-mails only immediate ones, and emits alert.created', async () => {
    const alert = await raiseAlert(member.user.id);
    await t.app.jobs.enqueue(t.db, MONITORING_JOBS.alertsRaised, { alertIds: [alert.id] });
    await t.app.jobs.runOnce();

    const notices = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.messageKey, 'monitoring.alertsRaised'));
    expect(new Set(notices.map((n) => n.userId))).toEqual(
      new Set([team.owner.user.id, dailyAdmin.user.id, silentAdmin.user.id, member.user.id]),
    );
    expect(notices[0]?.messageParams).toEqual({ count: 1 });
    expect(notices[0]?.actionHref).toBe(`/cases/${alert.id}`);

    expect(await mailsTo(team.owner.user.email)).toHaveLength(1);
    expect(await mailsTo(member.user.email)).toHaveLength(1);
    expect(await mailsTo(dailyAdmin.user.email)).toHaveLength(0);
    expect(await mailsTo(silentAdmin.user.email)).toHaveLength(0);
    const [ownerMail] = await mailsTo(team.owner.user.email);
    expect(ownerMail?.text).toContain('Omar Haddad');
    expect(ownerMail?.text).toContain('https://screening.example.test/cases');

    const deliveries = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.event, 'alert.created'));
    expect(deliveries).toHaveLength(1);
    expect(JSON.parse(deliveries[0]?.body ?? '{}')).toMatchObject({
      event: 'alert.created',
      data: { alertId: alert.id, entry: { sanctionList: 'ofac', fullName: 'Omar Al-Haddad' } },
    });
  });

  it('the daily digest e-mails one summary to daily reviewers only, in their language, and queues the next', async () => {
    const digestAt = nextDigestAt(clock.now());
    expect(digestAt.toISOString()).toBe('2030-03-11T07:00:00.000Z');
    await raiseAlert(null);
    await scheduleDigest(t.db, t.app.jobs.enqueue, digestAt);
    const ownerBefore = (await mailsTo(team.owner.user.email)).length;
    clock.set(new Date(digestAt.getTime() + 1_000));
    await t.app.jobs.runOnce();

    const digests = await mailsTo(dailyAdmin.user.email);
    expect(digests).toHaveLength(1);
    // Two alerts, in Arabic: the dual form, "تنبيهان".
    expect(digests[0]?.subject).toContain('تنبيهان جديدان');
    expect(await mailsTo(silentAdmin.user.email)).toHaveLength(0);
    expect(await mailsTo(team.owner.user.email)).toHaveLength(ownerBefore);

    const next = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, DAILY_DIGEST_JOB), eq(jobs.status, 'pending')));
    expect(next.map((j) => j.runAt.toISOString())).toEqual(['2030-03-12T07:00:00.000Z']);
  });
});
