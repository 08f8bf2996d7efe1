import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subscriptionChangeBodySchema, subscriptionChangeReplySchema } from '@sanctions/contracts';
import { AppError } from '../../../lib/app-error';
import { firstIssueFailure } from '../../../lib/first-issue-failure';
import { readRequestOrigin } from '../../../lib/request-origin';
import { BEARER_SECURITY } from '../../../plugins/auth';
import { changeSubscription } from './change-subscription';

const OWNERS_ONLY = 'Only the organization owner can change the plan';

/** Plan changes by the organisation's owner (ADR 009). */
export const subscriptionChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v2/billing/subscription/change',
    {
      attachValidation: true,
      schema: {
        tags: ['Billing'],
        summary:
          'Change plan or billing cycle: upgrade now (prorated), downgrade at the period end',
        security: BEARER_SECURITY,
        body: subscriptionChangeBodySchema,
        response: { 200: subscriptionChangeReplySchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const { user } = request;
      if (user.organizationId === null || user.organizationRole !== 'owner') {
        throw new AppError('FORBIDDEN', OWNERS_ONLY);
      }
      if (request.validationError) throw firstIssueFailure(request.validationError);
      return changeSubscription(
        { db: app.db, now: () => app.clock.now(), publicUrl: app.env.PUBLIC_URL },
        {
          organizationId: user.organizationId,
          userId: user.id,
          body: request.body,
          origin: readRequestOrigin(request),
        },
      );
    },
  );
};
