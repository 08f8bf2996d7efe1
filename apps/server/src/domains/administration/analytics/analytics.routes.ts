import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ANALYTICS_VIEWED_ACTION,
  analyticsQuerySchema,
  analyticsReplySchema,
} from '@sanctions/contracts';
import { recordAudit } from '../audit/audit';
import { firstIssueFailure } from '../../../lib/first-issue-failure';
import { readRequestOrigin } from '../../../lib/request-origin';
import { BEARER_SECURITY } from '../../../plugins/auth';
import { getAnalytics } from './get-analytics';

/**
 * GET /api/v2/admin/analytics?range=7d|30d|90d (spec 7): admins and super admins. The top search terms
 * are screened names, personal data, so every reading leaves an audit row naming who looked and at
 * which range.
 */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v2/admin/analytics',
    {
      attachValidation: true,
      schema: {
        tags: ['Admin: analytics'],
        summary:
          'Users, searches, top terms, daily activity, matches per list, rate limits and health',
        security: BEARER_SECURITY,
        querystring: analyticsQuerySchema,
        response: { 200: analyticsReplySchema },
      },
      preHandler: app.requirePermission('analytics:view'),
    },
    async (request) => {
      if (request.validationError) throw firstIssueFailure(request.validationError);
      const { range } = request.query;
      const now = app.clock.now();
      const data = await getAnalytics(range, {
        db: app.db,
        now,
        ping: () => app.database.ping(),
        uptimeSeconds: Math.floor(process.uptime()),
      });
      const origin = readRequestOrigin(request);
      await recordAudit(app.db, {
        userId: request.user.id,
        actorId: request.user.id,
        organizationId: request.user.organizationId,
        action: ANALYTICS_VIEWED_ACTION,
        details: { range },
        ip: origin.ip,
        userAgent: origin.userAgent,
        at: now,
      });
      return { success: true as const, data };
    },
  );
};
