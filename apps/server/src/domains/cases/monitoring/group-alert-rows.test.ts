import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchSchema } from '@sanctions/contracts';
import { useTestApp } from '../../../../test/use-test-app';
import { buildUser } from '../../../../test/factories';
import { createListsDir, importListsDir } from '../../../../test/search-test-support';
import { insertSubject } from '../../../../test/cases/monitored-subject-rows';
import { monitoringAlerts } from '../../../db/schema/monitoring';
import { enqueueJob } from '../../../lib/jobs';
import { screenNewSubject } from './screen-new-subject';

let lists: Awaited<ReturnType<typeof createListsDir>>;
beforeAll(async () => {
  lists = await createListsDir(['ofac', 'un', 'eu', 'uk']);
});
afterAll(async () => {
  await lists.remove();
});

describe('one monitoring alert per party and subject (issue 25 §3)', () => {
  const t = useTestApp({
    env: {
      get LISTS_DIR() {
        return lists.dir;
      },
    },
  });

  it('raises one alert for Saddam Hussein on four lists, listing all four', async () => {
    await importListsDir(t.app, t.db);
    const user = await buildUser(t.db);
    const subject = await insertSubject(
      t.db,
      { userId: user.id, organizationId: null },
      { firstName: 'Saddam', lastName: 'Hussein' },
    );
    const ctx = { db: t.db, enqueue: enqueueJob, index: t.app.screeningIndex, clock: t.app.clock };
    await screenNewSubject(ctx, subject.id);
    const alerts = await t.db
      .select()
      .from(monitoringAlerts)
      .where(eq(monitoringAlerts.subjectId, subject.id));
    const saddam = alerts
      .map((alert) => ({ alert, match: matchSchema.parse(alert.match) }))
      .filter(({ match }) => match.groupId === 'grp:eu:13');
    expect(saddam).toHaveLength(1);
    expect(saddam[0]?.match.group?.listings.map((l) => l.sanctionList)).toEqual([
      'eu',
      'ofac',
      'uk',
      'un',
    ]);
  }, 240_000);
});
