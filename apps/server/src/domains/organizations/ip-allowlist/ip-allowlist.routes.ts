import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IP_ALLOWLIST_MESSAGES,
  ORGANIZATION_DETAILS_NO_ORGANIZATION,
  ipAllowlistBodySchema,
  ipAllowlistReplySchema,
} from '@sanctions/contracts';
import type { SessionUser } from '@sanctions/contracts';
import { AppError } from '../../../lib/app-error';
import { ipAllowlistReply, replaceIpAllowlist } from '../../administration';
import { firstIssueFailure } from '../../../lib/first-issue-failure';
import { findAllowedRanges } from '../../../lib/ip-ranges/ip-allowlist-store';
import { readRequestOrigin } from '../../../lib/request-origin';
import { BEARER_SECURITY } from '../../../plugins/auth';

const TAGS = ['Organization'];

/** Owners only: the list binds every member, admins included. A standalone account has none (404). */
function assertOwner(user: SessionUser): string {
  if (user.organizationId === null)
    throw new AppError('NOT_FOUND', ORGANIZATION_DETAILS_NO_ORGANIZATION);
  if (user.organizationRole !== 'owner')
    throw new AppError('FORBIDDEN', IP_ALLOWLIST_MESSAGES['ipAllowlist.ownersOnly'], {
      messageKey: 'ipAllowlist.ownersOnly',
    });
  return user.organizationId;
}

/**
 * The organisation's IP allow-list (issue 27 §2): sessions and API keys of its members are refused from
 * any other address. The owner sees the address the server sees them at (TRUST_PROXY respected) and is
 * warned (409) before saving a list without it.
 */
export const organizationIpAllowlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v2/organization/ip-allowlist',
    {
      schema: {
        tags: TAGS,
        summary: "The organisation's IP allow-list (owners)",
        security: BEARER_SECURITY,
        response: { 200: ipAllowlistReplySchema },
      },
      preHandler: app.authenticate,
    },
    async (request) =>
      ipAllowlistReply(await findAllowedRanges(app.db, assertOwner(request.user)), request.ip),
  );

  app.put(
    '/api/v2/organization/ip-allowlist',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Replace the IP allow-list (owners; an empty list allows every address)',
        security: BEARER_SECURITY,
        body: ipAllowlistBodySchema,
        response: { 200: ipAllowlistReplySchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const organizationId = assertOwner(request.user);
      if (request.validationError) throw firstIssueFailure(request.validationError);
      return replaceIpAllowlist(app.db, {
        scope: organizationId,
        body: request.body,
        editorId: request.user.id,
        origin: readRequestOrigin(request),
        now: app.clock.now(),
      });
    },
  );
};
