import { and, eq, inArray, sql } from 'drizzle-orm';
import type {
  CreateSubjectRequest,
  CreateSubjectResult,
  Subject,
  UpdateSubjectRequest,
} from '@sanctions/contracts';
import type { Db } from '../../../db/client';
import { monitoredSubjects, monitoringAlerts } from '../../../db/schema/monitoring';
import type { ScreeningIndexHandle } from '../../../plugins/screening-index';
import { AppError } from '../../../lib/app-error';
import { checkServedLists } from '../../screening';
import type { Clock } from '../../../lib/clock';
import type { EnqueueJob } from '../../../lib/jobs';
import { appendAlertEvents } from '../monitoring/append-alert-event';
import type { MonitoringScope } from '../monitoring/monitoring-scope';
import { screenNewSubject } from '../monitoring/screen-new-subject';
import { subjectKeyOf } from '../monitoring/subject-key';
import {
  UNDECIDED_ALERT_STATUSES,
  findMonitoredKeys,
  findSubject,
  lockSubjectRow,
} from './subjects.queries';

export interface SubjectsContext {
  db: Db;
  enqueue: EnqueueJob;
  clock: Clock;
  /**
   * `app.screeningIndex`, wherever the index is held (ADR 033); lists still being indexed (`isLoading`)
   * answer "loading", not "not loaded".
   */
  index: Pick<ScreeningIndexHandle, 'describe' | 'screenMany' | 'isLoading'>;
}

export interface SubjectActor {
  id: string;
  name: string;
}

/**
 * The loaded index, or LIST_UNAVAILABLE as a search answers: a subject stored while no list is loaded
 * would read as monitored and clear without ever having been screened.
 */
export function requireLoadedIndex(ctx: Pick<SubjectsContext, 'index'>): void {
  checkServedLists(
    { ...ctx.index.describe(), isLoading: ctx.index.isLoading() },
    'all',
    'No sanctions list is loaded yet, so the subject cannot be screened. Try again once the lists are loaded.',
  );
}

/** The note on alerts closed because their subject was removed (the spec's wording). */
export const SUBJECT_REMOVED_NOTE = 'subject removed';

/**
 * Adds a subject to the scope's monitoring and screens it at once against every active list. The same
 * subject (same normalised search fields) already monitored in the scope is refused with 409, so one
 * customer never raises every alert twice.
 */
export async function createSubject(
  ctx: SubjectsContext,
  scope: MonitoringScope,
  body: CreateSubjectRequest,
  viaApiKey: boolean,
): Promise<CreateSubjectResult> {
  requireLoadedIndex(ctx);
  const subjectKey = subjectKeyOf(body);
  const existing = await findMonitoredKeys(ctx.db, scope, [subjectKey]);
  if (existing.has(subjectKey)) {
    throw new AppError(
      'CONFLICT',
      'This subject is already monitored (same names, date of birth and nationality).',
      { messageKey: 'monitoring.subjectDuplicate' },
    );
  }
  const [inserted] = await ctx.db
    .insert(monitoredSubjects)
    .values({
      organizationId: scope.organizationId,
      ownerUserId: scope.userId,
      subjectType: body.subjectType,
      firstName: body.firstName,
      lastName: body.lastName,
      arabicName: body.arabicName,
      dateOfBirth: body.dateOfBirth ?? null,
      nationality: body.nationality ?? null,
      reference: emptyToNull(body.reference),
      subjectKey,
      // A key caller is the API whatever it says; a person says where the name came from.
      source: viaApiKey ? 'api' : body.source,
      sourceRef: emptyToNull(body.sourceRef),
      createdBy: scope.userId,
      createdAt: ctx.clock.now(),
      updatedAt: ctx.clock.now(),
    })
    .returning({ id: monitoredSubjects.id });
  if (!inserted) throw new Error('createSubject: insert returned no row');
  const { alertsRaised } = await screenNewSubject(
    { db: ctx.db, enqueue: ctx.enqueue, clock: ctx.clock, index: ctx.index },
    inserted.id,
  );
  return { subject: await findSubject(ctx.db, scope, inserted.id), alertsRaised };
}

/** Pauses or resumes a subject, or corrects its reference; a removed subject stays removed (409). */
export async function updateSubject(
  ctx: SubjectsContext,
  scope: MonitoringScope,
  id: string,
  body: UpdateSubjectRequest,
): Promise<Subject> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockSubjectRow(tx, scope, id);
    if (row.status === 'removed') {
      throw new AppError(
        'CONFLICT',
        'This subject was removed from monitoring, so it cannot be changed.',
        { messageKey: 'monitoring.subjectRemoved' },
      );
    }
    await tx
      .update(monitoredSubjects)
      .set({
        ...(body.status === undefined ? {} : { status: body.status }),
        ...(body.reference === undefined ? {} : { reference: emptyToNull(body.reference) }),
        updatedAt: ctx.clock.now(),
      })
      .where(eq(monitoredSubjects.id, row.id));
  });
  return findSubject(ctx.db, scope, id);
}

/**
 * Removes a subject (soft: it and its decided alerts stay on record) and closes its undecided alerts with
 * the note "subject removed" in their history. Removing a removed subject changes nothing.
 */
export async function removeSubject(
  ctx: SubjectsContext,
  scope: MonitoringScope,
  id: string,
  actor: SubjectActor,
): Promise<Subject> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockSubjectRow(tx, scope, id);
    if (row.status === 'removed') return;
    const now = ctx.clock.now();
    await tx
      .update(monitoredSubjects)
      .set({ status: 'removed', removedAt: now, updatedAt: now })
      .where(eq(monitoredSubjects.id, row.id));
    const closed = await tx
      .update(monitoringAlerts)
      .set({
        status: 'closed',
        closedNote: SUBJECT_REMOVED_NOTE,
        closedAt: now,
        updatedAt: now,
        version: sql`${monitoringAlerts.version} + 1`,
      })
      .where(
        and(
          eq(monitoringAlerts.subjectId, row.id),
          inArray(monitoringAlerts.status, [...UNDECIDED_ALERT_STATUSES]),
        ),
      )
      .returning({ id: monitoringAlerts.id });
    await appendAlertEvents(
      tx,
      closed.map((alert) => ({
        alertId: alert.id,
        kind: 'closed' as const,
        actor,
        text: SUBJECT_REMOVED_NOTE,
        at: now,
      })),
    );
  });
  return findSubject(ctx.db, scope, id);
}

function emptyToNull(value: string | undefined): string | null {
  return value === undefined || value === '' ? null : value;
}
