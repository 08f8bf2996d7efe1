import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_RESET_REQUESTED_MESSAGE,
  RESET_TOKEN_VALID_MESSAGE,
  passwordResetConfirmBodySchema,
  passwordResetReplySchema,
  passwordResetRequestBodySchema,
  passwordResetVerifyBodySchema,
} from '@sanctions/contracts';
import { firstIssueFailure } from '../../../lib/first-issue-failure';
import { readRequestOrigin } from '../../../lib/request-origin';
import { confirmPasswordReset } from './confirm-password-reset';
import { PASSWORD_RESET_REQUEST_JOB, requestPasswordResetJob } from './request-password-reset.job';
import { verifyPasswordReset } from './verify-password-reset';

const TAGS = ['Password reset'];

/** Per client IP: each request may queue an e-mail, so a script cannot mail many addresses from one host. */
export const RESET_REQUEST_RATE_LIMIT = { max: 10, timeWindow: 15 * 60 * 1000 } as const;
/** Per client IP on verify and confirm: a token is 256 bits, this only keeps guessing and hashing cheap. */
export const RESET_TOKEN_RATE_LIMIT = { max: 30, timeWindow: 15 * 60 * 1000 } as const;

/**
 * Password reset by e-mailed link (spec organizations-billing-admin 2, 4, 5, 7, 8), no sign-in. Bodies are
 * validated with `attachValidation` so a 400 carries the spec's own text as its message.
 */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.register(requestPasswordResetJob({ publicUrl: app.env.PUBLIC_URL }));

  app.post(
    '/api/v2/auth/password-reset/request',
    {
      config: { rateLimit: RESET_REQUEST_RATE_LIMIT },
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'E-mail a reset link (the same reply whether or not the address has an account)',
        body: passwordResetRequestBodySchema,
        response: { 200: passwordResetReplySchema },
      },
    },
    async (request) => {
      if (request.validationError) throw firstIssueFailure(request.validationError);
      // The same one insert whatever the address: the lookup, token and e-mail run after the reply.
      const origin = readRequestOrigin(request);
      await app.jobs.enqueue(app.db, PASSWORD_RESET_REQUEST_JOB, {
        email: request.body.email,
        ip: origin.ip,
        userAgent: origin.userAgent,
      });
      return { success: true as const, message: PASSWORD_RESET_REQUESTED_MESSAGE };
    },
  );

  app.post(
    '/api/v2/auth/password-reset/verify',
    {
      config: { rateLimit: RESET_TOKEN_RATE_LIMIT },
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Check that a reset link is unused and unexpired',
        body: passwordResetVerifyBodySchema,
        response: { 200: passwordResetReplySchema },
      },
    },
    async (request) => {
      if (request.validationError) throw firstIssueFailure(request.validationError);
      await verifyPasswordReset(app.db, request.body.token, app.clock.now());
      return { success: true as const, message: RESET_TOKEN_VALID_MESSAGE };
    },
  );

  app.post(
    '/api/v2/auth/password-reset/confirm',
    {
      config: { rateLimit: RESET_TOKEN_RATE_LIMIT },
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Set a new password with a reset link; every session of the user is signed out',
        body: passwordResetConfirmBodySchema,
        response: { 200: passwordResetReplySchema },
      },
    },
    async (request) => {
      if (request.validationError) throw firstIssueFailure(request.validationError);
      await confirmPasswordReset(app.db, {
        token: request.body.token,
        password: request.body.password,
        origin: readRequestOrigin(request),
        now: app.clock.now(),
        publicUrl: app.env.PUBLIC_URL,
      });
      return { success: true as const, message: PASSWORD_RESET_DONE_MESSAGE };
    },
  );
};
