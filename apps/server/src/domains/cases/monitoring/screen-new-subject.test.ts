import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app';
import { buildUser } from '../../../../test/factories';
import { createListsDir, importListsDir } from '../../../../test/search-test-support';
import { jobs } from '../../../db/schema/jobs';
import { alertEvents, monitoredSubjects, monitoringAlerts } from '../../../db/schema/monitoring';
import { enqueueJob } from '../../../lib/jobs';
import { MONITORING_JOBS } from './monitoring-jobs';
import { insertSubject } from '../../../../test/cases/monitored-subject-rows';
import { screenNewSubject } from './screen-new-subject';

let lists: Awaited<ReturnType<typeof createListsDir>>;
beforeAll(async () => {
  lists = await createListsDir(['un']);
});
afterAll(async () => {
  await lists.remove();
});

describe('screenNewSubject', () => {
  const t = useTestApp({
    env: {
      get LISTS_DIR() {
        return lists.dir;
      },
    },
  });

  it('raises nothing and leaves last_screened_at null while no list is loaded', async () => {
    const user = await buildUser(t.db);
    const subject = await insertSubject(
      t.db,
      { userId: user.id, organizationId: null },
      {
        firstName: 'Eric',
        lastName: 'Badege',
      },
    );
    const ctx = { db: t.db, enqueue: enqueueJob, index: t.app.screeningIndex, clock: t.app.clock };
    expect(await screenNewSubject(ctx, subject.id)).toEqual({ alertsRaised: 0 });
    const [row] = await t.db
      .select()
      .from(monitoredSubjects)
      .where(eq(monitoredSubjects.id, subject.id));
    expect(row?.lastScreenedAt).toBeNull();
  });

  it('raises one alert for a listed name with its event and job, once', async () => {
    await importListsDir(t.app, t.db);
    const user = await buildUser(t.db);
    const subject = await insertSubject(
      t.db,
      { userId: user.id, organizationId: null },
      {
        firstName: 'Eric',
        lastName: 'Badege',
      },
    );
    const ctx = {
      db: t.db,
      enqueue: enqueueJob,
      index: t.app.screeningIndex,
      clock: t.app.clock,
    };
    const first = await screenNewSubject(ctx, subject.id);
    expect(first.alertsRaised).toBeGreaterThanOrEqual(1);
    const alerts = await t.db
      .select()
      .from(monitoringAlerts)
      .where(eq(monitoringAlerts.subjectId, subject.id));
    const badege = alerts.find((a) => a.sourceId === 'CDi.001');
    expect(badege).toMatchObject({ sanctionList: 'un', trigger: 'subject_added', status: 'open' });
    expect(badege?.confidence).toBeGreaterThanOrEqual(80);
    expect(badege?.listVersions.length).toBe(1);
    const events = await t.db
      .select()
      .from(alertEvents)
      .where(eq(alertEvents.alertId, badege?.id ?? ''));
    expect(events.map((e) => e.kind)).toEqual(['raised']);
    const queued = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.name, MONITORING_JOBS.alertsRaised));
    expect(queued.some((j) => JSON.stringify(j.payload).includes(badege?.id ?? '-'))).toBe(true);

    expect(await screenNewSubject(ctx, subject.id)).toEqual({ alertsRaised: 0 });
    const [row] = await t.db
      .select()
      .from(monitoredSubjects)
      .where(eq(monitoredSubjects.id, subject.id));
    expect(row?.lastScreenedAt).not.toBeNull();
  });
});
