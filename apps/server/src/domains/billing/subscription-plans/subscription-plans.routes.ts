import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { plansReplySchema } from '@sanctions/contracts';
import { listPlans } from './list-plans';

/** The public plan list of spec organizations-billing-admin 7 (landing page, sign-up wizard, billing). */
export const subscriptionPlansRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v2/subscription/plans',
    {
      schema: {
        tags: ['Plans'],
        summary: 'The active subscription plans, in display order (no sign-in)',
        response: { 200: plansReplySchema },
      },
    },
    async () => ({ success: true as const, data: { plans: await listPlans(app.db) } }),
  );
};
