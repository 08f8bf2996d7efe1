import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ipAllowlistBodySchema, ipAllowlistReplySchema } from '@sanctions/contracts';
import { firstIssueFailure } from '../../../lib/first-issue-failure';
import { findAllowedRanges } from '../../../lib/ip-ranges/ip-allowlist-store';
import { readRequestOrigin } from '../../../lib/request-origin';
import { ipAllowlistReply, replaceIpAllowlist } from '../ip-allowlist-editing/replace-ip-allowlist';
import { BEARER_SECURITY } from '../../../plugins/auth';

const TAGS = ['Super Admin'];

/**
 * The provider's staff IP allow-list (issue 27 §2), super admins only: sessions and API keys of staff
 * (moderator and above) are refused from any other address.
 */
export const staffIpAllowlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = app.requireRole('super_admin');

  app.get(
    '/api/v2/super-admin/staff-ip-allowlist',
    {
      schema: {
        tags: TAGS,
        summary: "The staff's IP allow-list",
        security: BEARER_SECURITY,
        response: { 200: ipAllowlistReplySchema },
      },
      preHandler: guard,
    },
    async (request) => ipAllowlistReply(await findAllowedRanges(app.db, null), request.ip),
  );

  app.put(
    '/api/v2/super-admin/staff-ip-allowlist',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: "Replace the staff's IP allow-list (an empty list allows every address)",
        security: BEARER_SECURITY,
        body: ipAllowlistBodySchema,
        response: { 200: ipAllowlistReplySchema },
      },
      preHandler: guard,
    },
    async (request) => {
      if (request.validationError) throw firstIssueFailure(request.validationError);
      return replaceIpAllowlist(app.db, {
        scope: null,
        body: request.body,
        editorId: request.user.id,
        origin: readRequestOrigin(request),
        now: app.clock.now(),
      });
    },
  );
};
