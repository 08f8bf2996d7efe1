import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchHistoryQuerySchema, searchHistoryReplySchema } from '@sanctions/contracts';
import { firstIssueFailure } from '../../../lib/first-issue-failure';
import { BEARER_SECURITY } from '../../../plugins/auth';
import { listSearchHistory } from './list-search-history';
import { SUPER_ADMIN_TAGS } from './super-admin-tags';

/** GET /api/v2/super-admin/search-history: every user's screenings, filtered and paged. */
export const searchHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v2/super-admin/search-history',
    {
      attachValidation: true,
      schema: {
        tags: SUPER_ADMIN_TAGS,
        summary: 'Search history of all users, newest first (filters: user, dates, name, matches)',
        security: BEARER_SECURITY,
        querystring: searchHistoryQuerySchema,
        response: { 200: searchHistoryReplySchema },
      },
      preHandler: app.requirePermission('search-history:view-all'),
    },
    async (request) => {
      if (request.validationError) throw firstIssueFailure(request.validationError);
      return { success: true as const, data: await listSearchHistory(app.db, request.query) };
    },
  );
};
