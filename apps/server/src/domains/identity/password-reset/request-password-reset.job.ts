import { z } from 'zod';
import { defineJob } from '../../../lib/jobs';
import type { JobDefinition } from '../../../lib/jobs';
import { requestPasswordReset } from './request-password-reset';

export const PASSWORD_RESET_REQUEST_JOB = 'password-reset.request';

/** What the request route hands over: the address as typed and where the request came from. */
export const passwordResetRequestPayload = z.object({
  email: z.string(),
  ip: z.string(),
  userAgent: z.string().nullable(),
});

/**
 * The work of a reset request, after the reply (issue 24, item 6): looking the address up, the token, the
 * e-mail and the audit row. The route only queues this job, the same insert for every address, so the
 * reply's timing does not tell whether the address has an account. A second run of the job (a lease that
 * ran out) finds its audit row and sends nothing more.
 */
export function requestPasswordResetJob(options: {
  publicUrl: string;
}): JobDefinition<z.infer<typeof passwordResetRequestPayload>> {
  return defineJob({
    name: PASSWORD_RESET_REQUEST_JOB,
    payload: passwordResetRequestPayload,
    maxAttempts: 5,
    handler: async (payload, ctx) => {
      await requestPasswordReset(ctx.db, {
        email: payload.email,
        origin: { ip: payload.ip, userAgent: payload.userAgent },
        now: ctx.clock.now(),
        publicUrl: options.publicUrl,
        requestId: ctx.jobId,
      });
    },
  });
}
