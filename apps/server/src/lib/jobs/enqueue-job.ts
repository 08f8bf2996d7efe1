import { sql } from 'drizzle-orm';
import { jobs } from '../../db/schema/jobs';
import type { EnqueueJob } from './define-job';
import { JOBS_CHANNEL } from './job-notices';

/**
 * Inserts the job unless a row with the same `jobKey` exists (then nothing happens), and notifies the
 * workers of every process once the caller's transaction commits.
 */
export const enqueueJob: EnqueueJob = async (db, name, payload, options = {}) => {
  const inserted = await db
    .insert(jobs)
    .values({
      name,
      payload,
      jobKey: options.jobKey ?? null,
      ...(options.maxAttempts === undefined ? {} : { maxAttempts: options.maxAttempts }),
      ...(options.runAt ? { runAt: options.runAt } : {}),
    })
    .onConflictDoNothing({ target: jobs.jobKey })
    .returning({ id: jobs.id });
  if (inserted.length > 0) await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${name})`);
};
