import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchResponseSchema } from '@sanctions/contracts';
import type { Match } from '@sanctions/contracts';
import { buildOrganization } from '../../../../test/factories';
import {
  createListsDir,
  createSignedInUser,
  importListsDir,
  postSearch,
} from '../../../../test/search-test-support';
import { useTestApp } from '../../../../test/use-test-app';
import { monitoringAlerts } from '../../../db/schema/monitoring';
import { enqueueJob } from '../../../lib/jobs';
import { insertSubject } from '../../../../test/cases/monitored-subject-rows';
import { screenNewSubject } from '../monitoring/screen-new-subject';
import { approveFalsePositive } from '../../../../test/cases/rescreen-test-support';

let lists: Awaited<ReturnType<typeof createListsDir>>;
beforeAll(async () => {
  lists = await createListsDir(['un']);
});
afterAll(async () => {
  await lists.remove();
});

describe('a single search marks an approved false positive of the same subject "cleared before"', () => {
  const t = useTestApp({
    env: {
      get LISTS_DIR() {
        return lists.dir;
      },
    },
  });

  const badegeOf = async (token: string, extra: Record<string, string> = {}) => {
    const response = await postSearch(t.app, token, {
      firstName: 'Eric',
      lastName: 'Badege',
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { matches } = searchResponseSchema.parse(response.json()).data;
    const match = matches.find((m: Match) => m.sanctionEntry.sourceId === 'CDi.001');
    expect(match).toBeDefined();
    return match;
  };

  it('for the same subject in the same organisation only, never by the name alone', async () => {
    await importListsDir(t.app, t.db);
    const organization = await buildOrganization(t.db);
    const member = await createSignedInUser(t.app, t.db, { organizationId: organization.id });
    const colleague = await createSignedInUser(t.app, t.db, { organizationId: organization.id });
    const stranger = await createSignedInUser(t.app, t.db, {
      organizationId: (await buildOrganization(t.db)).id,
    });
    const subject = await insertSubject(
      t.db,
      { userId: member.user.id, organizationId: organization.id },
      { firstName: 'Eric', lastName: 'Badege' },
    );
    await screenNewSubject(
      {
        db: t.db,
        enqueue: enqueueJob,
        index: t.app.screeningIndex,
        clock: t.app.clock,
      },
      subject.id,
    );
    expect((await badegeOf(member.token))?.clearedBefore).toBeUndefined();

    const [alert] = await t.db
      .select()
      .from(monitoringAlerts)
      .where(eq(monitoringAlerts.sourceId, 'CDi.001'));
    const people = {
      maker: { id: member.user.id, name: 'Maker' },
      reviewer: { id: colleague.user.id, name: 'Reviewer' },
    };
    const decision = await approveFalsePositive(t.db, alert?.id ?? '', people);

    // Spelled a little differently, typed by a colleague: the same subject of the organisation.
    const cleared = await badegeOf(colleague.token, { firstName: ' ERIC ' });
    expect(cleared?.clearedBefore).toMatchObject({ alertId: alert?.id, decisionId: decision.id });
    // Another organisation searching the same name: nothing of ours shows.
    expect((await badegeOf(stranger.token))?.clearedBefore).toBeUndefined();
    // Another date of birth is another subject.
    expect(
      (await badegeOf(member.token, { dateOfBirth: '1980-01-01' }))?.clearedBefore,
    ).toBeUndefined();
  }, 300_000);
});
