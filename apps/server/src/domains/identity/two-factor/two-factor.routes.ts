import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PASSWORD_INCORRECT_MESSAGE,
  TWO_FACTOR_DISABLE_REFUSED_MESSAGE,
  TRUSTED_DEVICE_HEADER,
  backupCodesReplySchema,
  messageEnvelopeSchema,
  passwordAndCodeBodySchema,
  regenerateBackupCodesReplySchema,
  trustedDevicesReplySchema,
  twoFactorSetupBodySchema,
  twoFactorSetupReplySchema,
  twoFactorStatusReplySchema,
  twoFactorVerifyBodySchema,
  uuidParamsSchema,
} from '@sanctions/contracts';
import type { PasswordAndCodeBody } from '@sanctions/contracts';
import { AppError } from '../../../lib/app-error';
import { readRequestOrigin } from '../../../lib/request-origin';
import { BEARER_SECURITY } from '../../../plugins/auth';
import type { IdentityCheck } from './identity-check';
import {
  assertDeviceRemovable,
  listTrustedDevices,
  removeTrustedDevice,
} from './trusted-devices.service';
import {
  assertSetupPending,
  assertTwoFactorEnabled,
  beginTwoFactorSetup,
  disableTwoFactor,
  enableWithCode,
  listBackupCodes,
  readTwoFactorStatus,
  regenerateBackupCodes,
} from './two-factor.service';

const TAGS = ['Two-factor'];
const PASSWORD_FIELD = { field: 'password', message: PASSWORD_INCORRECT_MESSAGE };

export interface TwoFactorRoutesOptions {
  identity: IdentityCheck;
}

function readTrustedDeviceToken(request: FastifyRequest): string | null {
  const value = request.headers[TRUSTED_DEVICE_HEADER];
  const token = typeof value === 'string' ? value.trim().slice(0, 128) : '';
  return token === '' ? null : token;
}

/** Two-factor management of spec 2.11 and 7, under /api/v2/auth/2fa (every route needs a session). */
export const twoFactorRoutes: FastifyPluginAsyncZod<TwoFactorRoutesOptions> = async (
  app,
  { identity },
) => {
  // Routes authenticate in preValidation: an anonymous caller gets 401, never a description of the body.
  const guarded = { security: BEARER_SECURITY, tags: TAGS };

  // Every change to an enabled second factor proves both the password and a current code.
  async function confirmPasswordAndCode(request: FastifyRequest, body: PasswordAndCodeBody) {
    await identity.confirmPassword(request, request.user, body.password, PASSWORD_FIELD);
    await identity.confirmSecondFactor(request, request.user, body.code);
  }

  app.get(
    '/api/v2/auth/2fa/status',
    {
      schema: {
        ...guarded,
        summary: 'Whether two-factor is on, and when a code was last used',
        response: { 200: twoFactorStatusReplySchema },
      },
      preValidation: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: await readTwoFactorStatus(app.db, request.user.id),
    }),
  );

  app.post(
    '/api/v2/auth/2fa/setup',
    {
      schema: {
        ...guarded,
        summary: 'Start set-up: secret, otpauth URL and backup codes (shown once; not yet enabled)',
        body: twoFactorSetupBodySchema,
        response: { 200: twoFactorSetupReplySchema },
      },
      preValidation: app.authenticate,
    },
    async (request) => {
      await identity.confirmPassword(request, request.user, request.body.password, PASSWORD_FIELD);
      const setup = await beginTwoFactorSetup(app.db, app.secretBox, request.user, {
        origin: readRequestOrigin(request),
        now: app.clock.now(),
      });
      return {
        success: true as const,
        message: 'Scan the QR code, then enter the 6-digit code to finish',
        data: setup,
      };
    },
  );

  app.post(
    '/api/v2/auth/2fa/verify',
    {
      schema: {
        ...guarded,
        summary: 'Enable two-factor with the first code from the authenticator app',
        body: twoFactorVerifyBodySchema,
        response: { 200: messageEnvelopeSchema },
      },
      preValidation: app.authenticate,
    },
    async (request) => {
      await assertSetupPending(app.db, request.user.id);
      const origin = readRequestOrigin(request);
      await identity.confirmCode(request, request.user, (now, db) =>
        enableWithCode(db, app.secretBox, request.user, {
          code: request.body.code,
          origin,
          now,
        }),
      );
      return { success: true as const, message: 'Two-factor authentication enabled' };
    },
  );

  app.post(
    '/api/v2/auth/2fa/disable',
    {
      schema: {
        ...guarded,
        summary: 'Disable two-factor (password and a code or backup code)',
        body: passwordAndCodeBodySchema,
        response: { 200: messageEnvelopeSchema },
      },
      preValidation: app.authenticate,
    },
    async (request) => {
      await assertTwoFactorEnabled(app.db, request.user.id);
      // Required by the organisation or the provider: turning it off would only lock the account out.
      if (request.user.twoFactorRequired)
        throw new AppError('FORBIDDEN', TWO_FACTOR_DISABLE_REFUSED_MESSAGE);
      await confirmPasswordAndCode(request, request.body);
      await disableTwoFactor(app.db, request.user, readRequestOrigin(request), app.clock.now());
      return { success: true as const, message: 'Two-factor authentication disabled' };
    },
  );

  app.get(
    '/api/v2/auth/2fa/backup-codes',
    {
      schema: {
        ...guarded,
        summary: 'Backup codes, masked, with used flags',
        response: { 200: backupCodesReplySchema },
      },
      preValidation: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: await listBackupCodes(app.db, request.user.id),
    }),
  );

  app.post(
    '/api/v2/auth/2fa/backup-codes/regenerate',
    {
      schema: {
        ...guarded,
        summary: 'Replace all backup codes (new codes shown once)',
        body: passwordAndCodeBodySchema,
        response: { 200: regenerateBackupCodesReplySchema },
      },
      preValidation: app.authenticate,
    },
    async (request) => {
      await assertTwoFactorEnabled(app.db, request.user.id);
      await confirmPasswordAndCode(request, request.body);
      const backupCodes = await regenerateBackupCodes(
        app.db,
        request.user,
        readRequestOrigin(request),
        app.clock.now(),
      );
      return { success: true as const, message: 'Backup codes regenerated', data: { backupCodes } };
    },
  );

  app.get(
    '/api/v2/auth/2fa/devices',
    {
      schema: {
        ...guarded,
        summary: `Trusted devices; the one named by the ${TRUSTED_DEVICE_HEADER} header is marked current`,
        response: { 200: trustedDevicesReplySchema },
      },
      preValidation: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: await listTrustedDevices(
        app.db,
        request.user.id,
        readTrustedDeviceToken(request),
        app.clock.now(),
      ),
    }),
  );

  app.delete(
    '/api/v2/auth/2fa/devices/:id',
    {
      schema: {
        ...guarded,
        summary: 'Forget a trusted device (not the current one); password and code required',
        params: uuidParamsSchema,
        body: passwordAndCodeBodySchema,
        response: { 200: messageEnvelopeSchema },
      },
      preValidation: app.authenticate,
    },
    async (request) => {
      const { id } = request.params;
      await assertDeviceRemovable(app.db, request.user.id, id, readTrustedDeviceToken(request));
      await confirmPasswordAndCode(request, request.body);
      await removeTrustedDevice(app.db, request.user, {
        deviceId: id,
        origin: readRequestOrigin(request),
        now: app.clock.now(),
      });
      return { success: true as const, message: 'Device removed' };
    },
  );
};
