import { z } from 'zod';

/**
 * Closed list of machine-readable error codes carried by every failure envelope (`code`).
 * The HTTP status of each code is fixed in {@link ERROR_HTTP_STATUS}; clients branch on `code`, never on text.
 */
export const ERROR_CODES = [
  /** 400: the request body, query or params failed validation; `issues` lists every problem. */
  'VALIDATION_FAILED',
  /** 400: a one-time token (password reset, e-mail verification) is unknown, used or expired. */
  'INVALID_TOKEN',
  /** 401: no valid access token was presented. */
  'UNAUTHENTICATED',
  /** 401: e-mail or password (or two-factor code) is wrong. */
  'INVALID_CREDENTIALS',
  /** 401: the password was right but a two-factor code is needed to finish signing in. */
  'TWO_FACTOR_REQUIRED',
  /** 403: the account is deactivated or its organization is not approved. */
  'ACCOUNT_INACTIVE',
  /** 403: the owner's organisation application is still under review. */
  'ORGANIZATION_PENDING',
  /** 403: the owner's organisation application was rejected; the message names the reason. */
  'ORGANIZATION_REJECTED',
  /** 403: signed in, but the role does not allow this action. */
  'FORBIDDEN',
  /** 403: the account holds a temporary password; only the password change (and me, logout) are allowed. */
  'PASSWORD_CHANGE_REQUIRED',
  /**
   * 403: the organisation or the provider requires two-factor and the account has none yet; only the
   * two-factor set-up (and me, logout, the password change) are allowed until it is set up.
   */
  'TWO_FACTOR_SETUP_REQUIRED',
  /** 404: the resource does not exist or belongs to another organization. */
  'NOT_FOUND',
  /** 409: the request conflicts with stored state (duplicate e-mail, receipt number...). */
  'CONFLICT',
  /** 413: the request body or uploaded file is larger than allowed. */
  'PAYLOAD_TOO_LARGE',
  /** 415: the request body has a content type the route does not accept. */
  'UNSUPPORTED_MEDIA_TYPE',
  /** 408: the request did not arrive completely in time (answered by the HTTP server, before any route). */
  'REQUEST_TIMEOUT',
  /** 431: the request headers are larger than the server accepts (answered before any route). */
  'HEADERS_TOO_LARGE',
  /** 429: too many requests in the rate-limit window. */
  'RATE_LIMITED',
  /** 429: the user's or organization's daily/monthly search quota is used up. */
  'SEARCH_LIMIT_REACHED',
  /** 403: the organisation's subscription is suspended for non-payment or cancelled; searching is blocked. */
  'SUBSCRIPTION_INACTIVE',
  /** 503: no active sanctions list version is loaded, so screening cannot run. */
  'LIST_UNAVAILABLE',
  /** 503: a dependency (database, mail) is temporarily unavailable. */
  'SERVICE_UNAVAILABLE',
  /** 500: an unexpected server fault; details are only in the log under the request id. */
  'INTERNAL',
] as const;

export const errorCodeSchema = z.enum(ERROR_CODES);
/** One of {@link ERROR_CODES}. */
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** HTTP status answered for each error code (the one mapping table of the API). */
export const ERROR_HTTP_STATUS = {
  VALIDATION_FAILED: 400,
  INVALID_TOKEN: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  TWO_FACTOR_REQUIRED: 401,
  ACCOUNT_INACTIVE: 403,
  ORGANIZATION_PENDING: 403,
  ORGANIZATION_REJECTED: 403,
  FORBIDDEN: 403,
  PASSWORD_CHANGE_REQUIRED: 403,
  TWO_FACTOR_SETUP_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  REQUEST_TIMEOUT: 408,
  HEADERS_TOO_LARGE: 431,
  RATE_LIMITED: 429,
  SEARCH_LIMIT_REACHED: 429,
  SUBSCRIPTION_INACTIVE: 403,
  LIST_UNAVAILABLE: 503,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
} as const satisfies Record<ErrorCode, number>;

/** Default human message per code, used when the thrower gives none. 5xx always use these. */
export const ERROR_DEFAULT_MESSAGES = {
  VALIDATION_FAILED: 'Request is invalid',
  INVALID_TOKEN: 'Invalid or expired token',
  UNAUTHENTICATED: 'Authentication required',
  INVALID_CREDENTIALS: 'Invalid email or password',
  TWO_FACTOR_REQUIRED: 'Two-factor authentication required',
  ACCOUNT_INACTIVE: 'Account is inactive',
  ORGANIZATION_PENDING: 'Your organization application is under review',
  ORGANIZATION_REJECTED: 'Your organization application was rejected',
  FORBIDDEN: 'You do not have permission to perform this action',
  PASSWORD_CHANGE_REQUIRED: 'You must change your password before continuing',
  TWO_FACTOR_SETUP_REQUIRED:
    'Two-factor authentication is required for your account. Set it up before continuing.',
  NOT_FOUND: 'Not found',
  CONFLICT: 'Conflict with existing data',
  PAYLOAD_TOO_LARGE: 'Request is too large',
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported content type',
  REQUEST_TIMEOUT: 'The request took too long to arrive',
  HEADERS_TOO_LARGE: 'Request headers are too large',
  RATE_LIMITED: 'Too many requests, please try again later',
  SEARCH_LIMIT_REACHED: 'Search limit reached',
  SUBSCRIPTION_INACTIVE: "Your organization's subscription is not active",
  LIST_UNAVAILABLE: 'Sanctions lists are not available yet',
  SERVICE_UNAVAILABLE: 'Service temporarily unavailable',
  INTERNAL: 'Internal server error',
} as const satisfies Record<ErrorCode, string>;
