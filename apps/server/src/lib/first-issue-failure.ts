import { z } from 'zod';
import type { ValidationIssue } from '@sanctions/contracts';
import { AppError } from './app-error';

const schemaIssuesSchema = z.array(
  z.object({ instancePath: z.string(), message: z.string().optional() }),
);

const FALLBACK_MESSAGE = 'Request body is invalid';

/**
 * The 400 of a route whose client shows the server's message as is (password reset, e-mail
 * verification: spec 8 quotes "Invalid reset token", "Passwords Don't Match - ..."): the envelope's
 * message is the first issue's own text instead of the generic "Request body is invalid", and `issues`
 * still lists every problem. For routes declared with `attachValidation: true`.
 */
export function firstIssueFailure(validationError: { validation: unknown }): AppError {
  const parsed = schemaIssuesSchema.safeParse(validationError.validation);
  const issues: ValidationIssue[] = parsed.success
    ? parsed.data.map((issue) => ({
        path: issue.instancePath.split('/').filter((segment) => segment !== ''),
        message: issue.message ?? FALLBACK_MESSAGE,
      }))
    : [];
  return new AppError('VALIDATION_FAILED', issues[0]?.message ?? FALLBACK_MESSAGE, {
    issues: issues.length > 0 ? issues : [{ path: [], message: FALLBACK_MESSAGE }],
  });
}
