import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SESSION_POLICY_MESSAGES,
  sessionPolicyBodySchema,
  sessionPolicyReplySchema,
} from '@sanctions/contracts';
import { firstIssueFailure } from '../../../lib/first-issue-failure';
import { readRequestOrigin } from '../../../lib/request-origin';
import { BEARER_SECURITY } from '../../../plugins/auth';
import {
  getSessionPolicy,
  requireSessionPolicyOwner,
  updateSessionPolicy,
} from './organization-session-policy';

const TAGS = ['Organization: security'];

/** Session lifetime and idle timeout of an organisation's members (issue 27 §4): owners only. */
export const sessionPolicyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v2/organization/session-policy',
    {
      schema: {
        tags: TAGS,
        summary: "The members' session lifetime and idle timeout, with the defaults",
        security: BEARER_SECURITY,
        response: { 200: sessionPolicyReplySchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: await getSessionPolicy(app.db, request.user),
    }),
  );

  app.put(
    '/api/v2/organization/session-policy',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: "Sets the members' session lifetime and idle timeout (null: the default)",
        security: BEARER_SECURITY,
        body: sessionPolicyBodySchema,
        response: { 200: sessionPolicyReplySchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      requireSessionPolicyOwner(request.user);
      if (request.validationError) throw firstIssueFailure(request.validationError);
      return {
        success: true as const,
        message: SESSION_POLICY_MESSAGES.saved,
        data: await updateSessionPolicy(app.db, request.user, {
          body: request.body,
          origin: readRequestOrigin(request),
          now: app.clock.now(),
        }),
      };
    },
  );
};
