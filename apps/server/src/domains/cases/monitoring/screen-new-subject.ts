import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { monitoredSubjects } from '../../../db/schema/monitoring';
import type { ScreeningIndexHandle } from '../../../plugins/screening-index';
import type { Clock } from '../../../lib/clock';
import type { EnqueueJob } from '../../../lib/jobs';
import { fullIndexMatches } from './full-index-matches';
import { screenSubjects } from './screen-subjects';

export interface ScreenNewSubjectContext {
  db: Db;
  enqueue: EnqueueJob;
  /** `app.screeningIndex`, wherever the index is held (ADR 033). */
  index: Pick<ScreeningIndexHandle, 'describe' | 'screenMany'>;
  clock: Clock;
}

/**
 * A subject's first screening, at once when it is added (trigger `subject_added`), against every active
 * list. With no list loaded nothing is screened and `last_screened_at` stays null: the next list
 * activation or the nightly pass screens it.
 */
export async function screenNewSubject(
  ctx: ScreenNewSubjectContext,
  subjectId: string,
): Promise<{ alertsRaised: number }> {
  const served = ctx.index.describe();
  if (served.state !== 'ready' || served.entryCount === 0) return { alertsRaised: 0 };
  const [subject] = await ctx.db
    .select()
    .from(monitoredSubjects)
    .where(and(eq(monitoredSubjects.id, subjectId), eq(monitoredSubjects.status, 'active')));
  if (subject === undefined) return { alertsRaised: 0 };
  const result = await screenSubjects(ctx, {
    subjects: [subject],
    findMatches: fullIndexMatches(ctx.index),
    versions: served.versions,
    trigger: 'subject_added',
    watchlistRows: 'all',
    listVersionId: null,
  });
  return { alertsRaised: result.alertsRaised };
}
