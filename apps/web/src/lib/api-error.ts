import type { ErrorCode, ValidationIssue } from '@sanctions/contracts';

/** A non-OK API reply, carrying the failure envelope's fields when the server sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | null;
  readonly requestId: string | null;
  readonly issues: readonly ValidationIssue[];
  /** Key of the message's text in the interface language (ADR 005), when the server sent one. */
  readonly messageKey: string | null;
  readonly messageParams: Readonly<Record<string, string | number>>;

  constructor(options: {
    status: number;
    message: string;
    code?: ErrorCode | null;
    requestId?: string | null;
    issues?: readonly ValidationIssue[];
    messageKey?: string | null;
    messageParams?: Readonly<Record<string, string | number>>;
  }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code ?? null;
    this.requestId = options.requestId ?? null;
    this.issues = options.issues ?? [];
    this.messageKey = options.messageKey ?? null;
    this.messageParams = options.messageParams ?? {};
  }
}

/** True for a 401: the session is missing or expired. */
export function isUnauthenticated(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
