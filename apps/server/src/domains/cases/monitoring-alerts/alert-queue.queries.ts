import { and, count, desc, eq, gte, ilike, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AlertAgeFilter, AlertList, ListAlertsQuery, SessionUser } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { monitoredSubjects, monitoringAlerts } from '../../../db/schema/monitoring';
import { users } from '../../../db/schema/users';
import { isStaffReviewer, ownAlerts, standaloneProposedAlerts } from './alert-access';
import { personName, toAlertSummary } from './alert-view';

const DAY_MS = 24 * 60 * 60 * 1000;
const AGE_DAYS: Record<Exclude<AlertAgeFilter, 'older'>, number> = { '1d': 1, '7d': 7, '30d': 30 };

function statusCondition(status: ListAlertsQuery['status']): SQL | undefined {
  if (status === 'all') return undefined;
  // "Open" is every alert still waiting for a decision: raised and escalated alike.
  if (status === 'open') return inArray(monitoringAlerts.status, ['open', 'escalated']);
  return eq(monitoringAlerts.status, status);
}

function ageCondition(age: AlertAgeFilter | undefined, now: Date): SQL | undefined {
  if (age === undefined) return undefined;
  if (age === 'older') return lt(monitoringAlerts.raisedAt, new Date(now.getTime() - 30 * DAY_MS));
  return gte(monitoringAlerts.raisedAt, new Date(now.getTime() - AGE_DAYS[age] * DAY_MS));
}

function assigneeCondition(assignee: ListAlertsQuery['assignee'], userId: string) {
  if (assignee === undefined) return undefined;
  if (assignee === 'unassigned') return isNull(monitoringAlerts.assigneeId);
  return eq(monitoringAlerts.assigneeId, assignee === 'me' ? userId : assignee);
}

function searchCondition(search: string | undefined): SQL | undefined {
  if (search === undefined || search === '') return undefined;
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    ilike(sql`${monitoredSubjects.firstName} || ' ' || ${monitoredSubjects.lastName}`, pattern),
    ilike(monitoredSubjects.arabicName, pattern),
    ilike(monitoredSubjects.reference, pattern),
    ilike(monitoringAlerts.entryFullName, pattern),
    ilike(monitoringAlerts.sourceId, pattern),
  );
}

/**
 * Whose alerts the queue lists: the caller's scope; a staff reviewer's "proposed" tab also holds
 * standalone accounts' decisions waiting for approval (ADR 020).
 */
function queueScope(user: SessionUser, status: ListAlertsQuery['status']): SQL {
  if (status !== 'proposed' || !isStaffReviewer(user)) return ownAlerts(user);
  const either = or(ownAlerts(user), standaloneProposedAlerts());
  if (either === undefined) throw new Error('unreachable: or() of two conditions');
  return either;
}

/** The alert queue: filtered, newest first, paged. */
export async function listAlerts(
  db: DbOrTx,
  user: SessionUser,
  query: ListAlertsQuery,
  now: Date,
): Promise<AlertList> {
  const where = and(
    queueScope(user, query.status),
    statusCondition(query.status),
    query.risk === undefined ? undefined : eq(monitoringAlerts.riskLevel, query.risk),
    query.list === undefined ? undefined : eq(monitoringAlerts.sanctionList, query.list),
    assigneeCondition(query.assignee, user.id),
    ageCondition(query.age, now),
    query.subjectId === undefined ? undefined : eq(monitoringAlerts.subjectId, query.subjectId),
    searchCondition(query.search),
  );
  const [totalRow] = await db
    .select({ total: count() })
    .from(monitoringAlerts)
    .innerJoin(monitoredSubjects, eq(monitoredSubjects.id, monitoringAlerts.subjectId))
    .where(where);
  const total = totalRow?.total ?? 0;
  const rows = await db
    .select({
      alert: monitoringAlerts,
      subject: monitoredSubjects,
      assigneeFirstName: users.firstName,
      assigneeLastName: users.lastName,
    })
    .from(monitoringAlerts)
    .innerJoin(monitoredSubjects, eq(monitoredSubjects.id, monitoringAlerts.subjectId))
    .leftJoin(users, eq(users.id, monitoringAlerts.assigneeId))
    .where(where)
    .orderBy(desc(monitoringAlerts.raisedAt), desc(monitoringAlerts.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return {
    alerts: rows.map((row) =>
      toAlertSummary(
        row.alert,
        row.subject,
        row.alert.assigneeId === null
          ? null
          : {
              id: row.alert.assigneeId,
              name: personName({
                firstName: row.assigneeFirstName ?? '',
                lastName: row.assigneeLastName ?? '',
              }),
            },
      ),
    ),
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      totalPages: Math.ceil(total / query.limit),
    },
  };
}
