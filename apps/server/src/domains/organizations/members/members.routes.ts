import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MEMBER_MESSAGES,
  memberIdParamsSchema,
  memberReplySchema,
  organizationMembersReplySchema,
  removeMemberReplySchema,
  updateMemberBodySchema,
} from '@sanctions/contracts';
import { firstIssueFailure } from '../../../lib/first-issue-failure';
import { requireOrganizationManager } from '../../../lib/access/organization-manager';
import { readRequestOrigin } from '../../../lib/request-origin';
import { BEARER_SECURITY } from '../../../plugins/auth';
import { changeMember } from './change-member';
import { listMembers } from './list-members';
import { removeMember } from './remove-member';

const TAGS = ['Organization: members'];

/**
 * The caller's organisation's members (issue 13): owners and admins list them, change roles and personal
 * limits, and remove members. A plain member gets 403 (their teammates' limits and sign-ins are the
 * managers' business). Every statement is scoped to the caller's organisation: another organisation's
 * user answers 404.
 */
export const organizationMembersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v2/organization/members',
    {
      schema: {
        tags: TAGS,
        summary: 'Members with role, limits, last sign-in and status; seats used against the plan',
        security: BEARER_SECURITY,
        response: { 200: organizationMembersReplySchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const scope = requireOrganizationManager(request.user, MEMBER_MESSAGES.managersOnly);
      return { success: true as const, data: await listMembers(app.db, scope, app.clock.now()) };
    },
  );

  app.put(
    '/api/v2/organization/members/:userId',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: "Change a member's organisation role and/or personal daily and monthly limits",
        security: BEARER_SECURITY,
        params: memberIdParamsSchema,
        body: updateMemberBodySchema,
        response: { 200: memberReplySchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const scope = requireOrganizationManager(request.user, MEMBER_MESSAGES.managersOnly);
      if (request.validationError) throw firstIssueFailure(request.validationError);
      return changeMember(app.db, scope, {
        userId: request.params.userId,
        body: request.body,
        now: app.clock.now(),
        origin: readRequestOrigin(request),
      });
    },
  );

  app.delete(
    '/api/v2/organization/members/:userId',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Remove a member: the account becomes standalone and its sessions end',
        security: BEARER_SECURITY,
        params: memberIdParamsSchema,
        response: { 200: removeMemberReplySchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const scope = requireOrganizationManager(request.user, MEMBER_MESSAGES.managersOnly);
      if (request.validationError) throw firstIssueFailure(request.validationError);
      return removeMember(app.db, scope, {
        userId: request.params.userId,
        now: app.clock.now(),
        origin: readRequestOrigin(request),
      });
    },
  );
};
