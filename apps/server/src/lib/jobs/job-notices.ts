/**
 * The LISTEN/NOTIFY channel telling idle workers that a job was queued (payload: the job name). A
 * notification is delivered when the enqueuing transaction commits, never before, so a woken worker finds
 * the row.
 */
export const JOBS_CHANNEL = 'jobs_enqueued';
