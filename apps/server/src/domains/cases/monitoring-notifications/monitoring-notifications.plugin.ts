import type { FastifyPluginAsync } from 'fastify';
import { dailyDigestJob, nextDigestAt, scheduleDigest } from './daily-digest.job';
import {
  alertDecidedJob,
  alertsRaisedJob,
  decisionProposedJob,
} from './monitoring-notification.jobs';

/**
 * Monitoring reaching people and systems (issue 16): the handlers of the alert jobs (notices, e-mails,
 * webhooks) and the daily digest, queued at start (its job key makes every process queue the same one).
 */
export const monitoringNotificationsRoutes: FastifyPluginAsync = async (app) => {
  const options = { publicUrl: app.env.PUBLIC_URL };
  app.jobs.register(alertsRaisedJob(options));
  app.jobs.register(decisionProposedJob);
  app.jobs.register(alertDecidedJob);
  app.jobs.register(dailyDigestJob(options));
  if (app.env.JOB_WORKER === 'on')
    app.addHook('onReady', async () => {
      await scheduleDigest(app.db, app.jobs.enqueue, nextDigestAt(app.clock.now()));
    });
};
