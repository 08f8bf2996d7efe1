import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  DEFAULT_BATCH_RESET_REASON,
  DEFAULT_FORCE_CHANGE_REASON,
  DEFAULT_RESET_REASON,
  PASSWORD_RESET_MESSAGES,
  batchResetPasswordsBodySchema,
  batchResetPasswordsReplySchema,
  forcePasswordChangeBodySchema,
  forcePasswordChangeReplySchema,
  resetUserPasswordBodySchema,
  resetUserPasswordReplySchema,
  userIdParamsSchema,
} from '@sanctions/contracts';
import { firstIssueFailure } from '../../../lib/first-issue-failure';
import { readRequestOrigin } from '../../../lib/request-origin';
import { BEARER_SECURITY } from '../../../plugins/auth';
import { batchResetPasswords } from './batch-reset-passwords';
import { forcePasswordChange } from './force-password-change';
import { issueTemporaryPassword } from './issue-temporary-password';
import type { PasswordAction } from './password-action';
import { SUPER_ADMIN_TAGS } from './super-admin-tags';

/** A typed reason, or the default when it was left blank. */
function reasonOr(reason: string | undefined, fallback: string): string {
  return reason === undefined || reason === '' ? fallback : reason;
}

/** Temporary passwords (single and batch) and forced password changes, by a super admin only. */
export const passwordResetsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The replies carry temporary passwords: no browser or proxy may keep them.
  app.addHook('onSend', async (_request, reply, payload) => {
    void reply.header('cache-control', 'no-store');
    return payload;
  });
  const guard = app.requirePermission('users:reset-password');
  const common = { tags: SUPER_ADMIN_TAGS, security: BEARER_SECURITY };
  const actionBy = (request: FastifyRequest, reason: string): Omit<PasswordAction, 'targetId'> => ({
    actor: { id: request.user.id, email: request.user.email },
    reason,
    at: app.clock.now(),
    origin: readRequestOrigin(request),
  });

  app.post(
    '/api/v2/super-admin/users/:id/reset-password',
    {
      attachValidation: true,
      schema: {
        ...common,
        summary:
          'Give a user a temporary password (shown once) that must be changed at next sign-in',
        params: userIdParamsSchema,
        body: resetUserPasswordBodySchema,
        response: { 200: resetUserPasswordReplySchema },
      },
      preHandler: guard,
    },
    async (request) => {
      if (request.validationError) throw firstIssueFailure(request.validationError);
      const tempPassword = await issueTemporaryPassword(app.db, {
        ...actionBy(request, reasonOr(request.body?.reason, DEFAULT_RESET_REASON)),
        targetId: request.params.id,
      });
      return {
        success: true as const,
        message: PASSWORD_RESET_MESSAGES.reset,
        data: { tempPassword },
      };
    },
  );

  app.post(
    '/api/v2/super-admin/users/batch-reset-passwords',
    {
      attachValidation: true,
      schema: {
        ...common,
        summary: 'Temporary passwords for up to 100 users; each user succeeds or fails on its own',
        body: batchResetPasswordsBodySchema,
        response: { 200: batchResetPasswordsReplySchema },
      },
      preHandler: guard,
    },
    async (request) => {
      if (request.validationError) throw firstIssueFailure(request.validationError);
      return batchResetPasswords(app.db, {
        ...actionBy(request, reasonOr(request.body.reason, DEFAULT_BATCH_RESET_REASON)),
        userIds: request.body.userIds,
        logFailure: (error, userId) =>
          request.log.error({ err: error, userId }, 'batch password reset item failed'),
      });
    },
  );

  app.post(
    '/api/v2/super-admin/users/:id/force-password-change',
    {
      attachValidation: true,
      schema: {
        ...common,
        summary: 'Make a user change their password at next sign-in (their sessions end now)',
        params: userIdParamsSchema,
        body: forcePasswordChangeBodySchema,
        response: { 200: forcePasswordChangeReplySchema },
      },
      preHandler: guard,
    },
    async (request) => {
      if (request.validationError) throw firstIssueFailure(request.validationError);
      const revokedSessions = await forcePasswordChange(app.db, {
        ...actionBy(request, reasonOr(request.body?.reason, DEFAULT_FORCE_CHANGE_REASON)),
        targetId: request.params.id,
      });
      return {
        success: true as const,
        message: PASSWORD_RESET_MESSAGES.forced,
        data: { revokedSessions },
      };
    },
  );
};
