import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { liveStatsReplySchema } from '@sanctions/contracts';
import { BEARER_SECURITY } from '../../../plugins/auth';
import { getLiveStats } from './get-live-stats';
import { SUPER_ADMIN_TAGS } from './super-admin-tags';

/** GET /api/v2/super-admin/live-stats: the Overview's live figures, polled every 30 s. */
export const liveStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v2/super-admin/live-stats',
    {
      schema: {
        tags: SUPER_ADMIN_TAGS,
        summary: 'Active users, response time, today’s searches, database status and uptime',
        security: BEARER_SECURITY,
        response: { 200: liveStatsReplySchema },
      },
      preHandler: app.requirePermission('super-admin:view'),
    },
    async () => ({
      success: true as const,
      data: await getLiveStats({
        db: app.db,
        now: app.clock.now(),
        ping: () => app.database.ping(),
        uptimeSeconds: Math.floor(process.uptime()),
      }),
    }),
  );
};
