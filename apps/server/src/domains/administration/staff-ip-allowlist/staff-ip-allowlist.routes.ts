import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ipAllowlistBodySchema, ipAllowlistReplySchema } from '@sanctions/contracts';
import { recordAudit } from '../audit/audit';
import { firstIssueFailure } from '../../../lib/first-issue-failure';
import {
  checkedRanges,
  findAllowedRanges,
  storeAllowedRanges,
} from '../../../lib/ip-ranges/ip-allowlist-store';
import { isAddressInRanges } from '../../../lib/ip-ranges/ip-ranges';
import { readRequestOrigin } from '../../../lib/request-origin';
import { BEARER_SECURITY } from '../../../plugins/auth';

const TAGS = ['Super Admin'];

/**
 * The provider's staff IP allow-list (issue 27 §2), super admins only: sessions and API keys of staff
 * (moderator and above) are refused from any other address.
 */
export const staffIpAllowlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = app.requireRole('super_admin');
  const reply = (ranges: string[], ip: string) => ({
    success: true as const,
    data: {
      ranges,
      yourAddress: ip,
      includesYou: ranges.length === 0 || isAddressInRanges(ip, ranges),
    },
  });

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
    async (request) => reply(await findAllowedRanges(app.db, null), request.ip),
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
      const ranges = checkedRanges(request.body, request.ip);
      const now = app.clock.now();
      const origin = readRequestOrigin(request);
      await app.db.transaction(async (tx) => {
        const before = await storeAllowedRanges(tx, null, ranges, request.user.id, now);
        await recordAudit(tx, {
          userId: request.user.id,
          actorId: request.user.id,
          action: 'staff_ip_allowlist_changed',
          details: { before, after: ranges },
          ip: origin.ip,
          userAgent: origin.userAgent,
          at: now,
        });
      });
      return reply(ranges, request.ip);
    },
  );
};
