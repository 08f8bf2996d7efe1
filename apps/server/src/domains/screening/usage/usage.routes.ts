import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { usageProfileDataResponseSchema, userUsageResponseSchema } from '@sanctions/contracts';
import { readUsageProfile, readUserUsage } from './usage-profile.service';

const TAGS = ['Usage'];

/** The signed-in user's search usage (spec screening-and-account 2.9, 3 and 7). */
export const usageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v2/user/usage',
    {
      schema: {
        tags: TAGS,
        summary:
          "The user's searches today, this month and in total, limits and most screened names",
        security: [{ bearerAuth: [] }],
        response: { 200: userUsageResponseSchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: await readUserUsage(app.db, request.user, app.clock.now()),
    }),
  );

  app.get(
    '/api/v3/usage/profile-data',
    {
      schema: {
        tags: TAGS,
        summary: 'Usage panel data: limits with reset times, recent activity and hourly counts',
        security: [{ bearerAuth: [] }],
        response: { 200: usageProfileDataResponseSchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: await readUsageProfile(app.db, request.user, app.clock.now()),
    }),
  );
};
