import type { FastifyInstance } from 'fastify';
import { fullRescreenJob, scheduleNextFullRescreen } from './full-rescreen.job';
import { rescreenChunkJob } from './rescreen-chunk.job';
import { versionActivatedJob } from './version-activated.job';
import { watchlistVersionJob } from './watchlist-version.job';

/**
 * Re-screening of monitored subjects (ADR 019): registers its jobs in every process; processes that run
 * jobs make sure the next nightly full pass is queued (one row whatever the number of processes).
 */
export async function monitoringRescreenJobs(app: FastifyInstance): Promise<void> {
  app.jobs.register(versionActivatedJob());
  app.jobs.register(rescreenChunkJob(app.screeningIndex));
  app.jobs.register(fullRescreenJob());
  app.jobs.register(watchlistVersionJob());
  if (app.env.JOB_WORKER === 'on')
    app.addHook('onReady', async () => {
      await scheduleNextFullRescreen(app.db, app.clock);
    });
}
