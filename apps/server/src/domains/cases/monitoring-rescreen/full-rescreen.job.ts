import { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import { jobSlots } from '../../../db/schema/jobs';
import type { Clock } from '../../../lib/clock';
import { defineJob, enqueueJob } from '../../../lib/jobs';
import type { JobDefinition } from '../../../lib/jobs';
import { planRescreenRun } from './plan-rescreen-run';

/** The nightly full re-screen: plans a `full` run of every active subject against the whole index. */
export const FULL_RESCREEN_JOB = 'monitoring.full-rescreen';

/** Hour (UTC) of the nightly pass: after the lists' usual overnight publication, before the working day. */
export const FULL_RESCREEN_HOUR_UTC = 2;

const fullRescreenPayload = z.object({ slotAt: z.iso.datetime() });
type FullRescreenPayload = z.infer<typeof fullRescreenPayload>;

/**
 * Each night's slot runs once across every process: the `job_slots` row is claimed in the transaction
 * that plans the run and its chunks, so a re-run (or a second process) finds the slot taken. It then
 * queues the next night's slot (deduplicated by its job key), so the schedule carries itself.
 */
export function fullRescreenJob(): JobDefinition<FullRescreenPayload> {
  return defineJob({
    name: FULL_RESCREEN_JOB,
    payload: fullRescreenPayload,
    handler: async (payload, ctx) => {
      const slotAt = new Date(payload.slotAt);
      await ctx.db.transaction(async (tx) => {
        const claimed = await tx
          .insert(jobSlots)
          .values({ name: FULL_RESCREEN_JOB, slotAt })
          .onConflictDoNothing()
          .returning({ name: jobSlots.name });
        if (claimed.length > 0)
          await planRescreenRun(tx, { kind: 'full', listVersionId: null, now: ctx.clock.now() });
        await scheduleNextFullRescreen(tx, ctx.clock, slotAt);
      });
    },
  });
}

/** The first slot strictly after `after` (today's or tomorrow's `FULL_RESCREEN_HOUR_UTC`). */
export function nextFullRescreenSlot(after: Date): Date {
  const slot = new Date(after);
  slot.setUTCHours(FULL_RESCREEN_HOUR_UTC, 0, 0, 0);
  if (slot.getTime() <= after.getTime()) slot.setUTCDate(slot.getUTCDate() + 1);
  return slot;
}

/** Queues the slot after `after` (default: now); a slot already queued by any process is left as it is. */
export async function scheduleNextFullRescreen(
  db: DbOrTx,
  clock: Clock,
  after?: Date,
): Promise<void> {
  const base = after ?? clock.now();
  const slotAt = nextFullRescreenSlot(base);
  await enqueueJob(
    db,
    FULL_RESCREEN_JOB,
    { slotAt: slotAt.toISOString() },
    { jobKey: `${FULL_RESCREEN_JOB}:${slotAt.toISOString()}`, runAt: slotAt },
  );
}
