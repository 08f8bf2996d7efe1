import type { EnqueueJob } from './define-job';
import { enqueueJob } from './enqueue-job';
import type { JobRegistry } from './job-registry';

/**
 * {@link enqueueJob} checked against the registry: a name no feature registered or a payload its schema
 * refuses throws at the enqueue (a programming error, caught where it happens rather than in the
 * worker), and the definition's `maxAttempts` is stored on the row unless the caller overrides it.
 */
export function createRegisteredEnqueue(registry: JobRegistry): EnqueueJob {
  return async (db, name, payload, options = {}) => {
    const job = registry.get(name);
    if (!job) throw new Error(`cannot enqueue job '${name}': no such job is registered`);
    const parsed = job.parse(payload);
    if (!parsed.ok) throw new Error(`cannot enqueue job '${name}': ${parsed.error}`);
    await enqueueJob(db, name, payload, { maxAttempts: job.maxAttempts, ...options });
  };
}
