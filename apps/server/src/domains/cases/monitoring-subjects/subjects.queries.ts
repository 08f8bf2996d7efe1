import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { ListSubjectsQuery, Subject, SubjectList } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { monitoredSubjects, monitoringAlerts } from '../../../db/schema/monitoring';
import { users } from '../../../db/schema/users';
import { AppError } from '../../../lib/app-error';
import { inMonitoringScope } from '../monitoring/monitoring-scope';
import type { MonitoringScope } from '../monitoring/monitoring-scope';

export type SubjectRow = typeof monitoredSubjects.$inferSelect;

export const SUBJECT_NOT_FOUND = 'Monitored subject not found';

/** Alert statuses that still wait for a decision (the partial unique index's set). */
export const UNDECIDED_ALERT_STATUSES = ['open', 'escalated', 'proposed'] as const;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

const openAlertsOf = sql<number>`(select count(*)::int from ${monitoringAlerts}
  where ${monitoringAlerts.subjectId} = ${monitoredSubjects.id}
  and ${monitoringAlerts.status} in ('open', 'escalated', 'proposed'))`;

const creatorName = sql<
  string | null
>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

const subjectColumns = {
  subject: monitoredSubjects,
  creatorName,
  openAlerts: openAlertsOf,
};

interface SubjectWithExtras {
  subject: SubjectRow;
  creatorName: string | null;
  openAlerts: number;
}

export function toSubjectDto({
  subject,
  creatorName: name,
  openAlerts,
}: SubjectWithExtras): Subject {
  return {
    id: subject.id,
    subjectType: subject.subjectType,
    firstName: subject.firstName,
    lastName: subject.lastName,
    arabicName: subject.arabicName,
    dateOfBirth: subject.dateOfBirth,
    nationality: subject.nationality,
    reference: subject.reference,
    status: subject.status,
    source: subject.source,
    sourceRef: subject.sourceRef,
    createdBy: { id: subject.createdBy, name: name ?? '' },
    createdAt: subject.createdAt.toISOString(),
    lastScreenedAt: subject.lastScreenedAt?.toISOString() ?? null,
    openAlerts,
  };
}

/**
 * A page of the scope's subjects, newest first. Without a status filter removed subjects are left out
 * (they stay on record and are listed with `status=removed`). The search matches any name or the reference.
 */
export async function listSubjects(
  db: DbOrTx,
  scope: MonitoringScope,
  query: ListSubjectsQuery,
): Promise<SubjectList> {
  const conditions: SQL[] = [inMonitoringScope(monitoredSubjects, scope)];
  conditions.push(
    query.status === undefined
      ? ne(monitoredSubjects.status, 'removed')
      : eq(monitoredSubjects.status, query.status),
  );
  const search = query.search?.trim().toLowerCase();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    conditions.push(
      sql`lower(${monitoredSubjects.firstName} || ' ' || ${monitoredSubjects.lastName} || ' ' ||
        ${monitoredSubjects.arabicName} || ' ' || coalesce(${monitoredSubjects.reference}, '')) like ${pattern}`,
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select(subjectColumns)
      .from(monitoredSubjects)
      .leftJoin(users, eq(users.id, monitoredSubjects.createdBy))
      .where(where)
      .orderBy(desc(monitoredSubjects.createdAt), desc(monitoredSubjects.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(monitoredSubjects).where(where),
  ]);
  const totalCount = total?.total ?? 0;
  return {
    subjects: rows.map(toSubjectDto),
    pagination: {
      page: query.page,
      limit: query.limit,
      total: totalCount,
      totalPages: Math.ceil(totalCount / query.limit),
    },
  };
}

/** The subject with `id` inside `scope`; another scope's subject (or an unknown id) is 404. */
export async function findSubject(
  db: DbOrTx,
  scope: MonitoringScope,
  id: string,
): Promise<Subject> {
  requireUuid(id);
  const [row] = await db
    .select(subjectColumns)
    .from(monitoredSubjects)
    .leftJoin(users, eq(users.id, monitoredSubjects.createdBy))
    .where(and(eq(monitoredSubjects.id, id), inMonitoringScope(monitoredSubjects, scope)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', SUBJECT_NOT_FOUND);
  return toSubjectDto(row);
}

/** The subject row with `id` inside `scope`, locked for the rest of the transaction; else 404. */
export async function lockSubjectRow(
  tx: DbOrTx,
  scope: MonitoringScope,
  id: string,
): Promise<SubjectRow> {
  requireUuid(id);
  const [row] = await tx
    .select()
    .from(monitoredSubjects)
    .where(and(eq(monitoredSubjects.id, id), inMonitoringScope(monitoredSubjects, scope)))
    .for('update')
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', SUBJECT_NOT_FOUND);
  return row;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id that cannot be a subject's is absent like an unknown one (the database would refuse it). */
function requireUuid(id: string): void {
  if (!UUID.test(id)) throw new AppError('NOT_FOUND', SUBJECT_NOT_FOUND);
}

/** Subject keys among `keys` that the scope already monitors (active or paused). */
export async function findMonitoredKeys(
  db: DbOrTx,
  scope: MonitoringScope,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ subjectKey: monitoredSubjects.subjectKey })
    .from(monitoredSubjects)
    .where(
      and(
        inMonitoringScope(monitoredSubjects, scope),
        ne(monitoredSubjects.status, 'removed'),
        inArray(monitoredSubjects.subjectKey, [...keys]),
      ),
    );
  return new Set(rows.map((r) => r.subjectKey));
}
