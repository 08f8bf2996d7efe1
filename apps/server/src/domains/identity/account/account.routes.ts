import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CURRENT_PASSWORD_INCORRECT_MESSAGE,
  PASSWORD_INCORRECT_MESSAGE,
  changePasswordBodySchema,
  changePasswordReplySchema,
  deleteAccountBodySchema,
  messageEnvelopeSchema,
  updateProfileBodySchema,
  updateProfileReplySchema,
} from '@sanctions/contracts';
import { readRequestOrigin } from '../../../lib/request-origin';
import { BEARER_SECURITY } from '../../../plugins/auth';
import type { PasswordConfirmation } from './account-ports';
import { changePassword } from './change-password.service';
import { buildDataExport, dataExportFileName } from './data-export.service';
import { deleteAccount } from './delete-account.service';
import { updateProfile } from './profile.service';

const TAGS = ['Account'];

export interface AccountRoutesOptions {
  identity: PasswordConfirmation;
}

/** Profile, password, personal data export and account deletion (spec 2.7, 2.12, 5, 7). */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (
  app,
  { identity },
) => {
  // Routes authenticate in preValidation: an anonymous caller gets 401, never a description of the body.
  const guarded = { security: BEARER_SECURITY, tags: TAGS };

  app.put(
    '/api/v2/user/profile',
    {
      schema: {
        ...guarded,
        summary: 'Update first name, last name and e-mail',
        body: updateProfileBodySchema,
        response: { 200: updateProfileReplySchema },
      },
      preValidation: app.authenticate,
    },
    async (request) => {
      const user = await updateProfile(
        app.db,
        request.user,
        request.body,
        readRequestOrigin(request),
        app.clock.now(),
      );
      return {
        success: true as const,
        message: 'Your profile has been successfully updated.',
        data: { user },
      };
    },
  );

  app.post(
    '/api/v2/user/change-password',
    {
      schema: {
        ...guarded,
        summary: 'Change the password; every other session is signed out',
        body: changePasswordBodySchema,
        response: { 200: changePasswordReplySchema },
      },
      preValidation: app.authenticate,
    },
    async (request) => {
      await identity.confirmPassword(request, request.user, request.body.currentPassword, {
        field: 'currentPassword',
        message: CURRENT_PASSWORD_INCORRECT_MESSAGE,
      });
      const revokedSessions = await changePassword(app.db, request.user, {
        newPassword: request.body.newPassword,
        currentSessionId: request.sessionId,
        origin: readRequestOrigin(request),
        now: app.clock.now(),
      });
      return {
        success: true as const,
        message: 'Your password has been successfully changed.',
        data: { revokedSessions },
      };
    },
  );

  app.post(
    '/api/v2/user/export-data',
    {
      schema: {
        ...guarded,
        summary: 'Download everything held about the user as data-export-YYYY-MM-DD.json',
      },
      preValidation: app.authenticate,
    },
    async (request, reply) => {
      const now = app.clock.now();
      const document = await buildDataExport(app.db, request.user, readRequestOrigin(request), now);
      return reply
        .header('content-disposition', `attachment; filename="${dataExportFileName(now)}"`)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(document, null, 2));
    },
  );

  app.delete(
    '/api/v2/user/account',
    {
      schema: {
        ...guarded,
        summary: 'Close the account (password and the phrase DELETE MY ACCOUNT)',
        body: deleteAccountBodySchema,
        response: { 200: messageEnvelopeSchema },
      },
      preValidation: app.authenticate,
    },
    async (request) => {
      await identity.confirmPassword(request, request.user, request.body.password, {
        field: 'password',
        message: PASSWORD_INCORRECT_MESSAGE,
      });
      await deleteAccount(app.db, request.user, readRequestOrigin(request), app.clock.now());
      return { success: true as const, message: 'Your account has been deleted.' };
    },
  );
};
