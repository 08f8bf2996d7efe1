export { defineJob, DEFAULT_LEASE_MS, DEFAULT_MAX_ATTEMPTS } from './define-job';
export type { EnqueueJob, EnqueueJobOptions, JobContext, JobDefinition } from './define-job';
export { enqueueJob } from './enqueue-job';
export { JOBS_CHANNEL } from './job-notices';
export { createJobRegistry } from './job-registry';
export type { JobRegistry, RegisteredJob } from './job-registry';
export { createJobWorker } from './job-worker';
export type { JobWorker, JobWorkerOptions } from './job-worker';
export { retryDelayMs } from './job-retry-policy';
