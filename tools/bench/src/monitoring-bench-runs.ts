import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@sanctions/server/db/client';
import { monitoringAlerts, monitoringRuns } from '@sanctions/server/db/schema/monitoring';
import { listImportRuns, listVersions } from '@sanctions/server/db/schema/sanctions';
import { planRescreenRun } from '@sanctions/server/domains/cases/monitoring-rescreen/plan-rescreen-run';

/**
 * A chunk job that used up its attempts (the queue's schema is not exported, and a second drizzle table
 * named `jobs` would clash with the real one in drizzle's casing cache: plain SQL, parsed).
 */
const failedJobRows = z.object({ rows: z.array(z.object({ last_error: z.string().nullable() })) });
const CHUNK_JOB = 'monitoring.rescreen-chunk';
const POLL_MS = 250;

type RunRow = typeof monitoringRuns.$inferSelect;

export interface RunFigures {
  run: RunRow;
  /** The run's own time: finished_at - started_at. */
  seconds: number;
  subjectsPerSecond: number;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

export async function countAlerts(db: Db): Promise<number> {
  return db.$count(monitoringAlerts);
}

/**
 * Waits until the server's start-up import has finished and every active version's delta run (planned
 * by `monitoring.version-activated` while no subject exists yet, so empty) is completed: subjects
 * inserted after this are screened by the bench's runs only.
 */
export async function waitForStartupRuns(db: Db, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const imports = await db.select({ status: listImportRuns.status }).from(listImportRuns);
    const active = await db
      .select({ id: listVersions.id })
      .from(listVersions)
      .where(eq(listVersions.status, 'active'));
    const runs =
      active.length === 0
        ? []
        : await db
            .select({ status: monitoringRuns.status })
            .from(monitoringRuns)
            .where(
              and(
                eq(monitoringRuns.kind, 'delta'),
                inArray(
                  monitoringRuns.listVersionId,
                  active.map((version) => version.id),
                ),
              ),
            );
    const importing = imports.length === 0 || imports.some((run) => run.status === 'running');
    const settled = runs.length === active.length && runs.every((r) => r.status !== 'running');
    if (!importing && active.length > 0 && settled) return active.length;
    await sleep(POLL_MS);
  }
  throw new Error(`the start-up import and its runs did not settle within ${timeoutMs / 1000} s`);
}

/** The delta run `monitoring.version-activated` plans for the version (waits until it exists). */
export async function findDeltaRun(db: Db, versionId: string, timeoutMs: number): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const [run] = await db
      .select({ id: monitoringRuns.id })
      .from(monitoringRuns)
      .where(and(eq(monitoringRuns.kind, 'delta'), eq(monitoringRuns.listVersionId, versionId)))
      .orderBy(desc(monitoringRuns.startedAt))
      .limit(1);
    if (run) return run.id;
    await sleep(POLL_MS);
  }
  throw new Error(`no delta run was planned for version ${versionId} within ${timeoutMs / 1000} s`);
}

/** Plans a run as the product does (run and chunk jobs in one transaction); the servers' workers run it. */
export async function planRun(
  db: Db,
  kind: 'delta' | 'full',
  listVersionId: string | null,
): Promise<string> {
  const { runId } = await db.transaction((tx) =>
    planRescreenRun(tx, { kind, listVersionId, now: new Date() }),
  );
  return runId;
}

/**
 * Polls the run until it is completed (progress every 10 s). Fails when it fails, when a chunk job has
 * used up its attempts, or after `timeoutMs`.
 */
export async function waitForRun(
  db: Db,
  runId: string,
  label: string,
  timeoutMs: number,
): Promise<RunFigures> {
  const deadline = Date.now() + timeoutMs;
  let lastReport = Date.now();
  for (;;) {
    const [run] = await db.select().from(monitoringRuns).where(eq(monitoringRuns.id, runId));
    if (!run) throw new Error(`${label}: run ${runId} is gone`);
    if (run.status === 'completed' && run.finishedAt) {
      const seconds = (run.finishedAt.getTime() - run.startedAt.getTime()) / 1000;
      return { run, seconds, subjectsPerSecond: run.subjectsScreened / Math.max(seconds, 0.001) };
    }
    if (run.status !== 'running') throw new Error(`${label}: run ${runId} ended ${run.status}`);
    const [failed] = failedJobRows.parse(
      await db.execute(
        sql`select last_error from jobs where name = ${CHUNK_JOB} and status = 'failed' limit 1`,
      ),
    ).rows;
    if (failed) throw new Error(`${label}: a chunk job failed for good: ${failed.last_error}`);
    if (Date.now() > deadline)
      throw new Error(
        `${label}: not completed within ${timeoutMs / 1000} s (${run.doneChunks}/${run.totalChunks} chunks)`,
      );
    if (Date.now() - lastReport >= 10_000) {
      lastReport = Date.now();
      console.log(
        `  ... ${label}: ${run.doneChunks}/${run.totalChunks} chunks, ${run.subjectsScreened} subjects, ${run.alertsRaised} alerts`,
      );
    }
    await sleep(POLL_MS);
  }
}
