import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  USER_DEACTIVATED_MESSAGE,
  USER_UPDATED_MESSAGE,
  adminUsersQuerySchema,
  adminUsersReplySchema,
  deactivateUserQuerySchema,
  messageEnvelopeSchema,
  updateUserBodySchema,
  updateUserReplySchema,
  userAuditQuerySchema,
  userAuditReplySchema,
  userIdParamsSchema,
} from '@sanctions/contracts';
import { firstIssueFailure } from '../../../lib/first-issue-failure';
import { readRequestOrigin } from '../../../lib/request-origin';
import { deactivateUserByStaff, updateUserByStaff } from '../user-administration';
import { BEARER_SECURITY } from '../../../plugins/auth';
import { listUserAudit } from './list-user-audit';
import { listUsers } from './list-users';

const TAGS = ['Admin: users'];

/**
 * User management of the admin dashboard (spec organizations-billing-admin 6-7). Moderators read the list
 * (the read-only /users page); admins and super admins edit and deactivate, under the rules of
 * lib/user-administration. Validation failures answer with the first problem as the message, which the
 * edit dialog shows.
 */
export const userManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v2/admin/users',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Users, filtered (name or e-mail, role, active), sorted and paged',
        security: BEARER_SECURITY,
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersReplySchema },
      },
      preHandler: app.requirePermission('moderation:view'),
    },
    async (request) => {
      if (request.validationError) throw firstIssueFailure(request.validationError);
      return { success: true as const, data: await listUsers(app.db, request.query) };
    },
  );

  app.get(
    '/api/v2/admin/users/:id/audit',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary:
          'Administrative actions on one user with their values before and after, newest first',
        security: BEARER_SECURITY,
        params: userIdParamsSchema,
        querystring: userAuditQuerySchema,
        response: { 200: userAuditReplySchema },
      },
      // Moderators open User Details from the read-only /users page, history included.
      preHandler: app.requirePermission('moderation:view'),
    },
    async (request) => {
      if (request.validationError) throw firstIssueFailure(request.validationError);
      const entries = await listUserAudit(app.db, request.params.id, request.query.limit);
      return { success: true as const, data: { entries } };
    },
  );

  app.put(
    '/api/v2/admin/users/:id',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Change names, role, active flag, limits or notes of a user',
        security: BEARER_SECURITY,
        params: userIdParamsSchema,
        body: updateUserBodySchema,
        response: { 200: updateUserReplySchema },
      },
      preHandler: app.requirePermission('users:update'),
    },
    async (request) => {
      if (request.validationError) throw firstIssueFailure(request.validationError);
      const { reason, ...changes } = request.body;
      const origin = readRequestOrigin(request);
      const user = await updateUserByStaff(app.db, {
        actor: { id: request.user.id, role: request.user.role },
        targetId: request.params.id,
        changes,
        reason: reason ?? null,
        at: app.clock.now(),
        ip: origin.ip,
        userAgent: origin.userAgent,
      });
      return { success: true as const, message: USER_UPDATED_MESSAGE, data: { user } };
    },
  );

  app.delete(
    '/api/v2/admin/users/:id',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Deactivate a user: sessions end at once, search history is kept',
        security: BEARER_SECURITY,
        params: userIdParamsSchema,
        querystring: deactivateUserQuerySchema,
        response: { 200: messageEnvelopeSchema },
      },
      preHandler: app.requirePermission('users:deactivate'),
    },
    async (request) => {
      if (request.validationError) throw firstIssueFailure(request.validationError);
      const origin = readRequestOrigin(request);
      await deactivateUserByStaff(app.db, {
        actor: { id: request.user.id, role: request.user.role },
        targetId: request.params.id,
        mode: 'deactivate',
        reason: request.query.reason ?? null,
        at: app.clock.now(),
        ip: origin.ip,
        userAgent: origin.userAgent,
      });
      return { success: true as const, message: USER_DEACTIVATED_MESSAGE };
    },
  );
};
