import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ALREADY_VERIFIED_MESSAGE,
  EMAIL_VERIFIED_MESSAGE,
  VERIFICATION_SENT_MESSAGE,
  resendVerificationReplySchema,
  verifyEmailBodySchema,
  verifyEmailReplySchema,
} from '@sanctions/contracts';
import { isAppError } from '../../../lib/app-error';
import { firstIssueFailure } from '../../../lib/first-issue-failure';
import { readRequestOrigin } from '../../../lib/request-origin';
import { BEARER_SECURITY } from '../../../plugins/auth';
import { resendVerification } from './resend-verification';
import { verifyEmail } from './verify-email';

const TAGS = ['E-mail verification'];

/** Per client IP on the link check: tokens are 256 bits, this keeps a guessing script slow and cheap. */
export const VERIFY_EMAIL_RATE_LIMIT = { max: 30, timeWindow: 15 * 60 * 1000 } as const;

/** E-mail verification links (issue 10 item 7; ADR 007 says what an unverified account may do). */
export const emailVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v2/auth/verify-email',
    {
      config: { rateLimit: VERIFY_EMAIL_RATE_LIMIT },
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Verify the e-mail address with the link sent to it (no sign-in needed)',
        body: verifyEmailBodySchema,
        response: { 200: verifyEmailReplySchema },
      },
    },
    async (request) => {
      if (request.validationError) throw firstIssueFailure(request.validationError);
      await verifyEmail(app.db, {
        token: request.body.token,
        origin: readRequestOrigin(request),
        now: app.clock.now(),
      });
      return { success: true as const, message: EMAIL_VERIFIED_MESSAGE };
    },
  );

  app.post(
    '/api/v2/user/verify-email/resend',
    {
      schema: {
        tags: TAGS,
        security: BEARER_SECURITY,
        summary: 'Send a new verification link to the signed-in user (1 a minute, 5 a day)',
        response: { 200: resendVerificationReplySchema },
      },
      preValidation: app.authenticate,
    },
    async (request, reply) => {
      try {
        const sent = await resendVerification(app.db, request.user, {
          origin: readRequestOrigin(request),
          now: app.clock.now(),
          publicUrl: app.env.PUBLIC_URL,
        });
        return {
          success: true as const,
          message: sent ? VERIFICATION_SENT_MESSAGE : ALREADY_VERIFIED_MESSAGE,
          data: { alreadyVerified: !sent },
        };
      } catch (error) {
        const retryAfter =
          isAppError(error) && error.code === 'RATE_LIMITED'
            ? error.details?.retryAfterSeconds
            : undefined;
        if (typeof retryAfter === 'number') void reply.header('retry-after', String(retryAfter));
        throw error;
      }
    },
  );
};
