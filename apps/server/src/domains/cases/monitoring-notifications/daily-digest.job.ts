import { and, gte, lt } from 'drizzle-orm';
import { z } from 'zod';
import { monitoringAlerts } from '../../../db/schema/monitoring';
import { defineJob } from '../../../lib/jobs';
import type { EnqueueJob } from '../../../lib/jobs';
import type { DbOrTx } from '../../../db/client';
import { loadAlertSummaries } from './alert-summaries';
import type { AlertSummary } from './alert-summaries';
import { groupByScope, mailAlerts } from './notify-alerts';
import { recipientsOf } from './recipients';
import type { Recipient } from './recipients';

export const DAILY_DIGEST_JOB = 'monitoring.daily-digest';
/** The digest goes out at this UTC hour and covers the 24 hours before it. */
const DIGEST_HOUR_UTC = 7;
const DAY_MS = 86_400_000;

const digestPayload = z.object({ at: z.iso.datetime() });

/** The next digest instant after `now`. */
export function nextDigestAt(now: Date): Date {
  const at = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), DIGEST_HOUR_UTC),
  );
  return at > now ? at : new Date(at.getTime() + DAY_MS);
}

/** Queues the digest of `at` once (the job key is its instant), whichever process asks. */
export async function scheduleDigest(db: DbOrTx, enqueue: EnqueueJob, at: Date): Promise<void> {
  await enqueue(
    db,
    DAILY_DIGEST_JOB,
    { at: at.toISOString() },
    { runAt: at, jobKey: `${DAILY_DIGEST_JOB}:${at.toISOString()}` },
  );
}

/**
 * One e-mail per reviewer who chose the daily digest, listing the alerts raised in their scopes in the
 * 24 hours before `at`; then the next day's digest is queued in the same transaction.
 */
export function dailyDigestJob(options: { publicUrl: string }) {
  return defineJob({
    name: DAILY_DIGEST_JOB,
    payload: digestPayload,
    handler: async (payload, ctx) => {
      const at = new Date(payload.at);
      const raised = await ctx.db
        .select({ id: monitoringAlerts.id })
        .from(monitoringAlerts)
        .where(
          and(
            gte(monitoringAlerts.raisedAt, new Date(at.getTime() - DAY_MS)),
            lt(monitoringAlerts.raisedAt, at),
          ),
        );
      const alerts = await loadAlertSummaries(
        ctx.db,
        raised.map((r) => r.id),
      );
      await ctx.db.transaction(async (tx) => {
        const perUser = new Map<string, { recipient: Recipient; alerts: AlertSummary[] }>();
        for (const group of groupByScope(alerts)) {
          const first = group[0];
          if (first === undefined) continue;
          const recipients = await recipientsOf(
            tx,
            { organizationId: first.organizationId, ownerUserId: first.ownerUserId },
            {
              extraUserIds: [
                ...group.map((a) => a.assigneeId),
                first.organizationId === null ? first.ownerUserId : null,
              ],
            },
          );
          for (const recipient of recipients.filter((r) => r.digest === 'daily')) {
            const entry = perUser.get(recipient.id) ?? { recipient, alerts: [] };
            entry.alerts.push(...group);
            perUser.set(recipient.id, entry);
          }
        }
        for (const { recipient, alerts: theirs } of perUser.values())
          await mailAlerts(tx, recipient, theirs, {
            digest: true,
            publicUrl: options.publicUrl,
            at,
          });
        await scheduleDigest(tx, ctx.enqueue, new Date(at.getTime() + DAY_MS));
      });
    },
  });
}
