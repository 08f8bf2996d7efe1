import { ERROR_DEFAULT_MESSAGES, ERROR_HTTP_STATUS } from '@sanctions/contracts';
import type { ErrorCode, ValidationIssue } from '@sanctions/contracts';

export interface AppErrorOptions {
  /** Every validation problem, with its path; only meaningful with `VALIDATION_FAILED`. */
  issues?: ValidationIssue[];
  /** Extra context for the log only; never sent to the client. */
  details?: Record<string, unknown>;
  /** Key of the message's text in the interface language (ADR 005), sent with the English message. */
  messageKey?: string;
  messageParams?: Record<string, string | number>;
  /** Sent as the `Retry-After` header (seconds): when a 503 or 429 is expected to clear. */
  retryAfterSeconds?: number;
  cause?: unknown;
}

/**
 * The one error type services and handlers throw. The error handler turns it into the failure envelope
 * with the HTTP status of `code`; `message` is shown to the user for 4xx codes and replaced for 5xx.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly issues: ValidationIssue[] | undefined;
  readonly details: Record<string, unknown> | undefined;
  readonly messageKey: string | undefined;
  readonly messageParams: Record<string, string | number> | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, message?: string, options: AppErrorOptions = {}) {
    super(message ?? ERROR_DEFAULT_MESSAGES[code], { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERROR_HTTP_STATUS[code];
    this.issues = options.issues;
    this.details = options.details;
    this.messageKey = options.messageKey;
    this.messageParams = options.messageParams;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
