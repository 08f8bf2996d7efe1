import type { FastifyInstance } from 'fastify';
import { ImportRunningError } from './import-job-slot';
import { crawlLists, importMissingLists, sanctionsDeps } from './list-import.service';
import type { SanctionsDeps } from './list-import.service';

/**
 * Background list maintenance of a running server (started from server.ts only, never in tests):
 * with LISTS_DIR, imports every list that has no active version yet; then every LIST_REFRESH_HOURS
 * (0 = off) crawls the official sources, or LISTS_DIR when downloads are off. A job finding another import
 * running (an admin's crawl, another instance) is skipped. The returned stop function ends the schedule and
 * waits for a running job (a run cut short by a kill is closed as interrupted at the next start-up).
 */
export function startListMaintenance(
  app: FastifyInstance,
  // A test narrows the sources and the download options, never what the schedule does with them.
  deps: SanctionsDeps = sanctionsDeps(app),
): () => Promise<void> {
  const log = app.log.child({ job: 'lists' });
  let running: Promise<unknown> | undefined;

  const runExclusive = (label: string, task: () => Promise<unknown>) => {
    if (running) {
      log.info({ task: label }, 'previous list job still running; skipped');
      return;
    }
    running = task()
      .catch((error: unknown) => {
        if (error instanceof ImportRunningError) {
          log.info(
            { task: label, runningJobId: error.runningRunId },
            'another list import is running; skipped',
          );
        } else {
          log.error({ err: error, task: label }, 'list job failed');
        }
      })
      .finally(() => {
        running = undefined;
      });
  };

  runExclusive('startup import', () => importMissingLists(deps));

  const hours = app.env.LIST_REFRESH_HOURS;
  const canCrawl = deps.isDownloadEnabled || deps.listsDir !== undefined;
  if (hours <= 0 || !canCrawl) {
    log.info({ hours, canCrawl }, 'scheduled list refresh is off');
    return async () => {
      await running;
    };
  }
  const timer = setInterval(
    () =>
      runExclusive(
        'scheduled refresh',
        async () => (await crawlLists(deps, 'schedule', 'schedule')).done,
      ),
    hours * 3_600_000,
  );
  timer.unref();
  log.info({ hours }, 'scheduled list refresh started');
  return async () => {
    clearInterval(timer);
    await running;
  };
}
