import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { securityPolicyReplySchema, securityPolicySchema } from '@sanctions/contracts';
import { firstIssueFailure } from '../../../lib/first-issue-failure';
import { readRequestOrigin } from '../../../lib/request-origin';
import { BEARER_SECURITY } from '../../../plugins/auth';
import { getSecurityPolicy, updateSecurityPolicy } from './security-policy';
import { SUPER_ADMIN_TAGS } from './super-admin-tags';

/** The provider's security policy (issue 23 §4): two-factor required of staff. Super admins only. */
export const securityPolicyRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = app.requireRole('super_admin');
  const common = { tags: SUPER_ADMIN_TAGS, security: BEARER_SECURITY };

  app.get(
    '/api/v2/super-admin/security-policy',
    {
      schema: {
        ...common,
        summary: 'The security policy: whether staff must sign in with two-factor',
        response: { 200: securityPolicyReplySchema },
      },
      preHandler: guard,
    },
    async () => getSecurityPolicy(app.db),
  );

  app.put(
    '/api/v2/super-admin/security-policy',
    {
      attachValidation: true,
      schema: {
        ...common,
        summary: 'Require (or stop requiring) two-factor of staff (moderator and above)',
        body: securityPolicySchema,
        response: { 200: securityPolicyReplySchema },
      },
      preHandler: guard,
    },
    async (request) => {
      if (request.validationError) throw firstIssueFailure(request.validationError);
      return updateSecurityPolicy(app.db, {
        actorId: request.user.id,
        policy: request.body,
        origin: readRequestOrigin(request),
        now: app.clock.now(),
      });
    },
  );
};
