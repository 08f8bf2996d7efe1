import { and, inArray, ne } from 'drizzle-orm';
import type { SessionUser, SubjectType } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { monitoredSubjects } from '../../../db/schema/monitoring';
import { subjectKeysOf } from '../monitoring/mark-cleared-matches';
import { inMonitoringScope } from '../monitoring/monitoring-scope';
import type { MonitoringScope } from '../monitoring/monitoring-scope';
import { subjectKeyOf } from '../monitoring/subject-key';
import type { ScreenedHitSource } from './open-search-hit-case.service';

/** The screening was run in the caller's scope: their organisation, or their own standalone account. */
export function isInScope(source: ScreenedHitSource, scope: MonitoringScope): boolean {
  if (scope.organizationId !== null) return source.organizationId === scope.organizationId;
  return source.organizationId === null && source.screenedById === scope.userId;
}

/**
 * The subject the search stands for in the caller's scope (same subject key, ADR 019): an existing one, or a
 * new one kept `paused` with source `search` (on record for the case and its clearance, not monitored). A
 * bulk row's stated entity type wins over `guessedType`.
 */
export async function findOrCreateSubject(
  tx: DbOrTx,
  user: SessionUser,
  scope: MonitoringScope,
  source: ScreenedHitSource,
  guessedType: SubjectType,
  now: Date,
): Promise<string> {
  const { subjectType: statedType, ...fields } = source.fields;
  const [known] = await tx
    .select({ id: monitoredSubjects.id })
    .from(monitoredSubjects)
    .where(
      and(
        inMonitoringScope(monitoredSubjects, scope),
        inArray(monitoredSubjects.subjectKey, subjectKeysOf(source.fields)),
        ne(monitoredSubjects.status, 'removed'),
      ),
    )
    .orderBy(monitoredSubjects.createdAt)
    .limit(1);
  if (known !== undefined) return known.id;
  const subjectType = statedType ?? guessedType;
  const [created] = await tx
    .insert(monitoredSubjects)
    .values({
      organizationId: scope.organizationId,
      ownerUserId: user.id,
      subjectType,
      ...fields,
      subjectKey: subjectKeyOf({ ...fields, subjectType }),
      status: 'paused',
      source: source.origin.source,
      sourceRef: source.origin.ref,
      createdBy: user.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: monitoredSubjects.id });
  if (created === undefined) throw new Error('openHitCase: subject insert returned no row');
  return created.id;
}
