import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrganization, buildUser } from '../../../../test/factories';
import { useTestApp } from '../../../../test/use-test-app';
import { jobs } from '../../../db/schema/jobs';
import {
  alertEvents,
  monitoredSubjects,
  monitoringAlerts,
  monitoringRuns,
} from '../../../db/schema/monitoring';
import { enqueueJob } from '../../../lib/jobs';
import { MONITORING_JOBS } from '../monitoring/monitoring-jobs';
import { insertSubject } from '../../../../test/cases/monitored-subject-rows';
import { WEBHOOK_JOBS } from '../../notifications';
import { ENTRY_REMOVED_NOTE } from './close-removed-alerts';
import { FULL_RESCREEN_JOB } from './full-rescreen.job';
import {
  approveFalsePositive,
  createUnPublisher,
  readUnList,
  withUnIndividual,
} from '../../../../test/cases/rescreen-test-support';

const LISTED = {
  dataId: '99990001',
  reference: 'QDi.999',
  first: 'YOUSSEF ABDULRAHMAN',
  second: 'KHALAFOV',
  comment: 'Designated for the test.',
};

let publisher: Awaited<ReturnType<typeof createUnPublisher>>;
let original: string;
beforeAll(async () => {
  publisher = await createUnPublisher();
  original = await readUnList();
});
afterAll(async () => {
  await publisher.remove();
});

describe('re-screening monitored subjects when a list version is activated', () => {
  const t = useTestApp({
    env: {
      get LISTS_DIR() {
        return publisher.dir;
      },
    },
  });

  const drain = async () => {
    while ((await t.app.jobs.runOnce()) > 0) {
      // a job may queue others
    }
  };
  const alertsOf = (subjectId: string) =>
    t.db
      .select()
      .from(monitoringAlerts)
      .where(eq(monitoringAlerts.subjectId, subjectId))
      .orderBy(asc(monitoringAlerts.raisedAt));
  const eventsOf = (alertId: string) =>
    t.db
      .select()
      .from(alertEvents)
      .where(eq(alertEvents.alertId, alertId))
      .orderBy(asc(alertEvents.createdAt));
  const runOf = async (listVersionId: string) => {
    const [run] = await t.db
      .select()
      .from(monitoringRuns)
      .where(eq(monitoringRuns.listVersionId, listVersionId));
    return run;
  };

  it('raises the alert of a new designation once, whitelists an approved false positive until the entry changes, and closes it when the entry is removed', async () => {
    await publisher.publish(t.app, t.db, original);
    await drain();
    const organization = await buildOrganization(t.db);
    const member = await buildUser(t.db, { organizationId: organization.id });
    const owner = { userId: member.id, organizationId: organization.id };
    const subject = await insertSubject(t.db, owner, {
      firstName: 'Yusuf Abdulrahman',
      lastName: 'Khalafov',
    });
    const bystander = await insertSubject(t.db, owner, {
      firstName: 'Marguerite',
      lastName: 'Oyelaran-Whitcombe',
    });
    const paused = await insertSubject(t.db, owner, {
      firstName: 'Yusuf Abdulrahman',
      lastName: 'Khalafov',
      dateOfBirth: '1975',
    });
    await t.db
      .update(monitoredSubjects)
      .set({ status: 'paused' })
      .where(eq(monitoredSubjects.id, paused.id));

    // Version 2 designates a variant of the subject's name.
    await publisher.publish(t.app, t.db, withUnIndividual(original, LISTED));
    const v2 = t.app.screeningIndex.current()?.versions[0]?.versionId ?? '';
    await drain();
    const [alert, ...others] = await alertsOf(subject.id);
    expect(others).toEqual([]);
    expect(alert).toMatchObject({
      sanctionList: 'un',
      sourceId: LISTED.reference,
      trigger: 'list_update',
      status: 'open',
      listVersionId: v2,
      organizationId: organization.id,
    });
    expect(alert?.confidence).toBeGreaterThanOrEqual(80);
    expect((await eventsOf(alert?.id ?? '')).map((e) => e.kind)).toEqual(['raised']);
    expect(await alertsOf(bystander.id)).toEqual([]);
    expect(await alertsOf(paused.id)).toEqual([]);
    expect(await runOf(v2)).toMatchObject({
      kind: 'delta',
      status: 'completed',
      totalChunks: 1,
      doneChunks: 1,
      subjectsScreened: 2,
      alertsRaised: 1,
    });
    const notices = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.name, MONITORING_JOBS.alertsRaised));
    expect(notices.some((job) => JSON.stringify(job.payload).includes(alert?.id ?? '-'))).toBe(
      true,
    );
    const [listUpdated] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.jobKey, `${WEBHOOK_JOBS.listUpdated}:${v2}`));
    expect(listUpdated?.payload).toEqual({ listVersionId: v2 });

    // A chunk run again (a crash after its commit) raises nothing new.
    const [chunk] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.name, MONITORING_JOBS.rescreenChunk))
      .orderBy(asc(jobs.createdAt));
    await enqueueJob(t.db, MONITORING_JOBS.rescreenChunk, chunk?.payload ?? {}, {
      jobKey: 'again',
    });
    await drain();
    expect(await alertsOf(subject.id)).toHaveLength(1);

    // Approved false positive: the nightly full pass does not raise the pair again.
    const maker = { id: member.id, name: 'Maker' };
    await approveFalsePositive(t.db, alert?.id ?? '', { maker, reviewer: maker });
    await enqueueJob(
      t.db,
      FULL_RESCREEN_JOB,
      { slotAt: '2026-11-26T02:00:00.000Z' },
      { jobKey: 'full-now' },
    );
    await drain();
    const [full] = await t.db.select().from(monitoringRuns).where(eq(monitoringRuns.kind, 'full'));
    expect(full).toMatchObject({ status: 'completed', subjectsScreened: 2, alertsRaised: 0 });
    expect(await alertsOf(subject.id)).toHaveLength(1);

    // Version 3 changes the listed entry: the decided pair alerts again.
    await publisher.publish(
      t.app,
      t.db,
      withUnIndividual(original, { ...LISTED, comment: 'Designated again, with a new remark.' }),
    );
    await drain();
    const [, again] = await alertsOf(subject.id);
    expect(again).toMatchObject({ trigger: 'entry_changed', status: 'open' });
    expect(again?.entryContentHash).not.toBe(alert?.entryContentHash);
    expect((await eventsOf(again?.id ?? '')).map((e) => e.kind)).toEqual(['reraised']);

    // Version 4 drops the entry: its open alert is closed with a note.
    await publisher.publish(t.app, t.db, original);
    const v4 = t.app.screeningIndex.current()?.versions[0]?.versionId ?? '';
    await drain();
    const [closed] = await t.db
      .select()
      .from(monitoringAlerts)
      .where(and(eq(monitoringAlerts.id, again?.id ?? '')));
    expect(closed).toMatchObject({ status: 'closed', closedNote: ENTRY_REMOVED_NOTE });
    expect((await eventsOf(again?.id ?? '')).map((e) => e.kind)).toEqual(['reraised', 'closed']);
    expect(await runOf(v4)).toMatchObject({ alertsClosed: 1, alertsRaised: 0 });
  }, 600_000);
});
