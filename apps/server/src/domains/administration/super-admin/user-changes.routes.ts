import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  USER_DELETED_MESSAGE,
  USER_UPDATED_MESSAGE,
  deactivateUserBodySchema,
  superAdminDeleteUserReplySchema,
  updateUserBodySchema,
  updateUserReplySchema,
  userIdParamsSchema,
} from '@sanctions/contracts';
import { firstIssueFailure } from '../../../lib/first-issue-failure';
import { readRequestOrigin } from '../../../lib/request-origin';
import { deactivateUserByStaff, updateUserByStaff } from '../user-administration';
import { BEARER_SECURITY } from '../../../plugins/auth';
import { SUPER_ADMIN_TAGS } from './super-admin-tags';

/**
 * PUT and DELETE /api/v2/super-admin/users/{id}: the staff rules (no own role or active flag, super_admin
 * only by a super admin) and the audit live in lib/user-administration, shared with the admin routes.
 */
export const userChangesRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = { tags: SUPER_ADMIN_TAGS, security: BEARER_SECURITY };

  app.put(
    '/api/v2/super-admin/users/:id',
    {
      attachValidation: true,
      schema: {
        ...common,
        summary: 'Change a user’s names, e-mail, role, active flag, limits or notes (audited)',
        params: userIdParamsSchema,
        body: updateUserBodySchema,
        response: { 200: updateUserReplySchema },
      },
      preHandler: app.requirePermission('super-admin:view'),
    },
    async (request) => {
      if (request.validationError) throw firstIssueFailure(request.validationError);
      const { reason, ...changes } = request.body;
      const origin = readRequestOrigin(request);
      const user = await updateUserByStaff(app.db, {
        actor: { id: request.user.id, role: request.user.role },
        targetId: request.params.id,
        at: app.clock.now(),
        reason: reason ?? null,
        ip: origin.ip,
        userAgent: origin.userAgent,
        changes,
      });
      return { success: true as const, message: USER_UPDATED_MESSAGE, data: { user } };
    },
  );

  app.delete(
    '/api/v2/super-admin/users/:id',
    {
      attachValidation: true,
      schema: {
        ...common,
        summary: 'Soft-delete a user: deactivated, hidden from lists, sessions ended, history kept',
        params: userIdParamsSchema,
        // Fastify hands a request without a body to the schema as null.
        body: deactivateUserBodySchema.nullable(),
        response: { 200: superAdminDeleteUserReplySchema },
      },
      preHandler: app.requirePermission('users:delete'),
    },
    async (request) => {
      if (request.validationError) throw firstIssueFailure(request.validationError);
      const origin = readRequestOrigin(request);
      const outcome = await deactivateUserByStaff(app.db, {
        actor: { id: request.user.id, role: request.user.role },
        targetId: request.params.id,
        at: app.clock.now(),
        reason: request.body?.reason ?? null,
        ip: origin.ip,
        userAgent: origin.userAgent,
        mode: 'delete',
      });
      return {
        success: true as const,
        message: USER_DELETED_MESSAGE,
        data: { userId: outcome.userId, revokedSessions: outcome.revokedSessions },
      };
    },
  );
};
