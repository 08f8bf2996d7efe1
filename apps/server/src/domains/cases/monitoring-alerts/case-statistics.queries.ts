import { and, isNull, sql } from 'drizzle-orm';
import { ALERT_KINDS, SANCTION_LISTS } from '@sanctions/contracts';
import type { CaseStatistics, SessionUser } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { monitoredSubjects, monitoringAlerts } from '../../../db/schema/monitoring';
import { inMonitoringScope, monitoringScopeOf } from '../monitoring/monitoring-scope';
import { ownAlerts } from './alert-access';

const count = (condition: ReturnType<typeof sql>) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** The case figures of the caller's organisation (or standalone account) for the dashboard. */
export async function readCaseStatistics(db: DbOrTx, user: SessionUser): Promise<CaseStatistics> {
  const [subjects] = await db
    .select({
      active: count(sql`${monitoredSubjects.status} = 'active'`),
      paused: count(sql`${monitoredSubjects.status} = 'paused'`),
    })
    .from(monitoredSubjects)
    .where(
      and(
        inMonitoringScope(monitoredSubjects, monitoringScopeOf(user)),
        isNull(monitoredSubjects.removedAt),
      ),
    );
  const [alerts] = await db
    .select({
      open: count(sql`${monitoringAlerts.status} = 'open'`),
      escalated: count(sql`${monitoringAlerts.status} = 'escalated'`),
      proposed: count(sql`${monitoringAlerts.status} = 'proposed'`),
      decided: count(sql`${monitoringAlerts.status} = 'decided'`),
      // Hours from raising to the approved decision, the median over every decided alert.
      medianHours: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from (${monitoringAlerts.decidedAt} - ${monitoringAlerts.raisedAt})) / 3600.0) filter (where ${monitoringAlerts.status} = 'decided' and ${monitoringAlerts.decidedAt} is not null)`.mapWith(
        (value: unknown) => (value === null ? null : Number(value)),
      ),
    })
    .from(monitoringAlerts)
    .where(ownAlerts(user));
  const perListRows = await db
    .select({
      sanctionList: monitoringAlerts.sanctionList,
      decided: sql<number>`count(*)`.mapWith(Number),
      falsePositives: count(sql`${monitoringAlerts.resolution} = 'false_positive'`),
    })
    .from(monitoringAlerts)
    .where(
      and(
        ownAlerts(user),
        sql`${monitoringAlerts.status} = 'decided'`,
        sql`${monitoringAlerts.kind} = 'sanctions'`,
      ),
    )
    .groupBy(monitoringAlerts.sanctionList);
  const perSourceRows = await db
    .select({
      source: monitoringAlerts.kind,
      undecided: count(sql`${monitoringAlerts.status} in ('open', 'escalated', 'proposed')`),
      decided: count(sql`${monitoringAlerts.status} = 'decided'`),
      falsePositives: count(
        sql`${monitoringAlerts.status} = 'decided' and ${monitoringAlerts.resolution} = 'false_positive'`,
      ),
    })
    .from(monitoringAlerts)
    .where(ownAlerts(user))
    .groupBy(monitoringAlerts.kind);
  const medianHours = alerts?.medianHours ?? null;
  return {
    subjects: { active: subjects?.active ?? 0, paused: subjects?.paused ?? 0 },
    open: alerts?.open ?? 0,
    escalated: alerts?.escalated ?? 0,
    proposed: alerts?.proposed ?? 0,
    decided: alerts?.decided ?? 0,
    medianHoursToDecision: medianHours === null ? null : Math.round(medianHours * 10) / 10,
    perList: SANCTION_LISTS.map((list) => {
      const row = perListRows.find((r) => r.sanctionList === list);
      const decided = row?.decided ?? 0;
      const falsePositives = row?.falsePositives ?? 0;
      return {
        sanctionList: list,
        decided,
        falsePositives,
        falsePositiveRate: decided === 0 ? null : falsePositives / decided,
      };
    }),
    perSource: ALERT_KINDS.map((source) => {
      const row = perSourceRows.find((r) => r.source === source);
      const decided = row?.decided ?? 0;
      const falsePositives = row?.falsePositives ?? 0;
      return {
        source,
        undecided: row?.undecided ?? 0,
        decided,
        falsePositives,
        falsePositiveRate: decided === 0 ? null : falsePositives / decided,
      };
    }),
  };
}
