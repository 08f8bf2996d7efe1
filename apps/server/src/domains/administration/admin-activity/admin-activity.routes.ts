import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recentActivityQuerySchema, recentActivityReplySchema } from '@sanctions/contracts';
import { firstIssueFailure } from '../../../lib/first-issue-failure';
import { BEARER_SECURITY } from '../../../plugins/auth';
import { listRecentActivity } from './list-recent-activity';

/** The admin dashboard's recent activity list (spec organizations-billing-admin 7): admins and super admins. */
export const adminActivityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v2/admin/recent-activity',
    {
      attachValidation: true,
      schema: {
        tags: ['Admin: activity'],
        summary: 'Newest screenings, profile and administrative events across all users',
        security: BEARER_SECURITY,
        querystring: recentActivityQuerySchema,
        response: { 200: recentActivityReplySchema },
      },
      preHandler: app.requirePermission('admin:view'),
    },
    async (request) => {
      if (request.validationError) throw firstIssueFailure(request.validationError);
      const activities = await listRecentActivity(app.db, request.query.limit);
      return { success: true as const, data: { activities } };
    },
  );
};
