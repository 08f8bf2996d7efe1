import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { screeningHistoryQuerySchema, screeningHistoryReplySchema } from '@sanctions/contracts';
import { BEARER_SECURITY } from '../../../plugins/auth';
import { listSearchHistory } from './search-history.service';

/** GET /api/v2/search/history: past screenings, newest first (the stored ones open via /search/:id). */
export const searchHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v2/search/history',
    {
      schema: {
        tags: ['Search'],
        summary:
          "The caller's past screenings (an organisation's owners and admins: the organisation's), newest first",
        security: BEARER_SECURITY,
        querystring: screeningHistoryQuerySchema,
        response: { 200: screeningHistoryReplySchema },
      },
      // Authenticated before validation: an anonymous caller gets 401, never a description of the query.
      preValidation: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: await listSearchHistory(app.db, request.user, request.query),
    }),
  );
};
