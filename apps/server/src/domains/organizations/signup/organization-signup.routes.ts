import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organizationSignupBodySchema, organizationSignupReplySchema } from '@sanctions/contracts';
import { firstIssueFailure } from '../../../lib/first-issue-failure';
import { readRequestOrigin } from '../../../lib/request-origin';
import { createOrganization } from './create-organization';

/**
 * Flood guard per client IP: each sign-up costs an Argon2id hash and e-mails the provider team. A real
 * applicant signs up once; ten an hour leaves room for typos and retries from a shared office address.
 */
export const ORGANIZATION_SIGNUP_RATE_LIMIT = { max: 10, timeWindow: 60 * 60 * 1000 } as const;

/**
 * Organisation sign-up of spec organizations-billing-admin 7 (no sign-in). The body is validated with
 * `attachValidation` so a 400 carries the first problem as its message: the wizard shows the message as is.
 */
export const organizationSignupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v2/organization/create',
    {
      config: { rateLimit: ORGANIZATION_SIGNUP_RATE_LIMIT },
      attachValidation: true,
      schema: {
        tags: ['Organization sign-up'],
        summary: 'Apply for an organisation account: the organisation, its plan and its owner',
        body: organizationSignupBodySchema,
        response: { 201: organizationSignupReplySchema },
      },
    },
    async (request, reply) => {
      if (request.validationError) throw firstIssueFailure(request.validationError);
      const created = await createOrganization(
        { db: app.db, now: () => app.clock.now(), publicUrl: app.env.PUBLIC_URL },
        request.body,
        readRequestOrigin(request),
      );
      return reply.code(201).send(created);
    },
  );
};
