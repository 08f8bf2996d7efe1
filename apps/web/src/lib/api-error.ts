import type { ErrorCode, ValidationIssue } from '@sanctions/contracts';

/** A non-OK API reply, carrying the failure envelope's fields when the server sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | null;
  readonly requestId: string | null;
  readonly issues: readonly ValidationIssue[];

  constructor(options: {
    status: number;
    message: string;
    code?: ErrorCode | null;
    requestId?: string | null;
    issues?: readonly ValidationIssue[];
  }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code ?? null;
    this.requestId = options.requestId ?? null;
    this.issues = options.issues ?? [];
  }
}

/** True for a 401: the session is missing or expired. */
export function isUnauthenticated(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
