import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { matchSchema } from '@sanctions/contracts';
import type { PartyGroup } from '@sanctions/contracts';
import { useTestApp } from '../../../../test/use-test-app';
import { buildUser } from '../../../../test/factories';
import { insertAlert, sampleMatch } from '../../../../test/cases/alerts-test-support';
import { alertEvents, monitoringAlerts } from '../../../db/schema/monitoring';
import { partyGroupMembers, partyGroups } from '../../../db/schema/sanctions';
import { groupAlertRows } from './group-alert-rows';

describe('groupAlertRows: another list adds the person', () => {
  const t = useTestApp();

  it('updates the undecided alert of the party instead of raising a second one', async () => {
    const user = await buildUser(t.db);
    const { subject, alert } = await insertAlert(t.db, {
      organizationId: null,
      ownerUserId: user.id,
    });
    const group: PartyGroup = {
      id: `grp:${'ofac'}:${alert.sourceId}`,
      listings: [
        {
          sanctionList: 'ofac',
          listSource: 'OFAC SDN',
          sourceId: alert.sourceId,
          name: 'Osama Laden',
          programmes: [],
        },
        {
          sanctionList: 'un',
          listSource: 'UN Consolidated List',
          sourceId: 'QDi.999',
          name: 'Usama Ladin',
          programmes: ['Al-Qaida'],
        },
      ],
      reasons: [
        {
          kind: 'un_reference',
          text: 'shared UN reference QDi.999',
          members: [`${'ofac'}:${alert.sourceId}`, 'un:QDi.999'],
        },
      ],
    };
    await t.db
      .insert(partyGroups)
      .values({ ...group, lists: ['ofac', 'un'], computedAt: new Date() });
    await t.db.insert(partyGroupMembers).values(
      group.listings.map((l) => ({
        memberKey: `${l.sanctionList}:${l.sourceId}`,
        groupId: group.id,
      })),
    );
    // The standing alert was raised before the UN listed the person: its match names the group alone.
    await t.db
      .update(monitoringAlerts)
      .set({ match: { ...alert.match, groupId: group.id } })
      .where(eq(monitoringAlerts.id, alert.id));

    const newRecord = {
      subjectId: subject.id,
      sanctionList: 'un',
      sourceId: 'QDi.999',
      confidence: 92,
      match: sampleMatch('Usama Ladin', 'un', 'QDi.999'),
    };
    const sameRecord = {
      subjectId: subject.id,
      sanctionList: 'ofac',
      sourceId: alert.sourceId,
      confidence: 80,
      match: sampleMatch('Osama Laden', 'ofac', alert.sourceId),
    };
    const other = await groupAlertRows(t.db, [newRecord], new Date());
    expect(other).toEqual({ rows: [], updatedAlertIds: [alert.id] });
    const [updated] = await t.db
      .select()
      .from(monitoringAlerts)
      .where(eq(monitoringAlerts.id, alert.id));
    expect(updated?.version).toBe(alert.version + 1);
    expect(matchSchema.parse(updated?.match).group?.listings).toHaveLength(2);
    // The history says which list added the person.
    const events = await t.db.select().from(alertEvents).where(eq(alertEvents.alertId, alert.id));
    expect(events.map((e) => [e.kind, e.text, e.details['sourceId']])).toEqual([
      ['listing_added', 'UN Consolidated List · QDi.999', 'QDi.999'],
    ]);

    // The next pass finds the same record again: no second update, no second event.
    const again = await groupAlertRows(t.db, [newRecord], new Date());
    expect(again).toEqual({ rows: [], updatedAlertIds: [] });
    const [unchanged] = await t.db
      .select()
      .from(monitoringAlerts)
      .where(eq(monitoringAlerts.id, alert.id));
    expect(unchanged?.version).toBe(alert.version + 1);
    expect(
      await t.db.select().from(alertEvents).where(eq(alertEvents.alertId, alert.id)),
    ).toHaveLength(1);

    // The alert's own record keeps its path (the one-undecided index answers for it).
    const own = await groupAlertRows(t.db, [sameRecord], new Date());
    expect(own.updatedAlertIds).toEqual([]);
    expect(own.rows.map((row) => row.match.groupId)).toEqual([group.id]);
  });
});
