import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { monitoredSubjects, monitoringRuns } from '../../../db/schema/monitoring';
import { enqueueJob } from '../../../lib/jobs';
import { MONITORING_JOBS } from '../monitoring/monitoring-jobs';
import type { RescreenChunkPayload } from '../monitoring/monitoring-jobs';

/** Subjects per chunk job: one chunk's alerts commit together; processes share a run chunk by chunk. */
export const RESCREEN_CHUNK_SUBJECTS = 2_000;

export type RunKind = 'delta' | 'full';

/**
 * Creates a run and cuts the active subjects, in id order, into chunk jobs (key `${runId}:${chunk}`), in
 * the caller's transaction: the run and its chunks commit together or not at all. A subject added after
 * this is screened at once when it is added, so it needs no place in the run.
 */
export async function planRescreenRun(
  tx: DbOrTx,
  run: { kind: RunKind; listVersionId: string | null; now: Date },
): Promise<{ runId: string; chunks: number }> {
  const boundaries = await chunkBoundaries(tx);
  const [created] = await tx
    .insert(monitoringRuns)
    .values({
      kind: run.kind,
      listVersionId: run.listVersionId,
      totalChunks: boundaries.length,
      startedAt: run.now,
      ...(boundaries.length === 0 ? { status: 'completed', finishedAt: run.now } : {}),
    })
    .returning({ id: monitoringRuns.id });
  if (!created) throw new Error('monitoring run insert returned no row');
  for (const [chunk, range] of boundaries.entries()) {
    const payload: RescreenChunkPayload = { runId: created.id, chunk, ...range };
    // The raw enqueue: the chunk job is this feature's own, registered in every process.
    await enqueueJob(tx, MONITORING_JOBS.rescreenChunk, payload, {
      jobKey: `${created.id}:${chunk}`,
    });
  }
  return { runId: created.id, chunks: boundaries.length };
}

/** First and last subject id of every chunk of active subjects (ids only: 100,000 read in a blink). */
async function chunkBoundaries(
  tx: DbOrTx,
): Promise<{ fromSubjectId: string; toSubjectId: string }[]> {
  const rows = await tx
    .select({ id: monitoredSubjects.id })
    .from(monitoredSubjects)
    .where(eq(monitoredSubjects.status, 'active'))
    .orderBy(asc(monitoredSubjects.id));
  const ranges: { fromSubjectId: string; toSubjectId: string }[] = [];
  for (let start = 0; start < rows.length; start += RESCREEN_CHUNK_SUBJECTS) {
    const first = rows[start];
    const last = rows[Math.min(rows.length, start + RESCREEN_CHUNK_SUBJECTS) - 1];
    if (first && last) ranges.push({ fromSubjectId: first.id, toSubjectId: last.id });
  }
  return ranges;
}
