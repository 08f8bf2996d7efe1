import {
  DEVICE_FINGERPRINT_HEADER,
  TRUSTED_DEVICE_HEADER,
  deviceFingerprintFor,
  errorEnvelopeSchema,
  refreshReplySchema,
} from '@sanctions/contracts';
import type { z } from 'zod';
import { ApiError } from './api-error';
import { clearTokens, readAccessToken, readRefreshToken, storeTokens } from './token-storage';

const REFRESH_PATH = '/api/v2/auth-simple/refresh';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /** Send no bearer token and never refresh (sign-in, refresh and registration calls). */
  isAnonymous?: boolean;
  /** Sent as the trusted-device header: the sign-in skips the code, the devices list marks this one. */
  trustedDeviceToken?: string | null;
  signal?: AbortSignal;
}

function toUrl(path: string): string {
  // Relative paths resolve against the page origin; the server serves the SPA and the API together.
  return new URL(path, window.location.origin).toString();
}

function buildHeaders(hasJsonBody: boolean, options: RequestOptions): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (hasJsonBody) headers.set('Content-Type', 'application/json');
  headers.set(DEVICE_FINGERPRINT_HEADER, deviceFingerprintFor(navigator.userAgent));
  if (options.trustedDeviceToken) headers.set(TRUSTED_DEVICE_HEADER, options.trustedDeviceToken);
  const accessToken = options.isAnonymous ? null : readAccessToken();
  if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
  return headers;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  const envelope = errorEnvelopeSchema.safeParse(body);
  if (envelope.success) {
    return new ApiError({
      status,
      message: envelope.data.message,
      code: envelope.data.code,
      requestId: envelope.data.requestId,
      issues: envelope.data.issues ?? [],
      messageKey: envelope.data.messageKey ?? null,
      messageParams: envelope.data.messageParams ?? {},
    });
  }
  const message = typeof body === 'string' && body !== '' ? body : `Request failed (${status})`;
  return new ApiError({ status, message });
}

async function send(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions,
  accept = 'application/json',
) {
  // A FormData body (file uploads) goes as multipart: the browser writes its Content-Type and boundary.
  const isForm = body instanceof FormData;
  const hasJsonBody = body !== undefined && !isForm;
  const headers = buildHeaders(hasJsonBody, options);
  headers.set('Accept', accept);
  return fetch(toUrl(path), {
    method,
    headers,
    body: isForm ? body : hasJsonBody ? JSON.stringify(body) : undefined,
    signal: options.signal,
  });
}

// Refresh tokens rotate and a reused one revokes the whole session family, so concurrent 401s
// must share a single refresh call instead of each spending the token.
let refreshInFlight: Promise<boolean> | null = null;

async function refreshOnce(): Promise<boolean> {
  const refreshToken = readRefreshToken();
  if (!refreshToken) {
    clearTokens();
    return false;
  }
  try {
    const response = await send('POST', REFRESH_PATH, { refreshToken }, { isAnonymous: true });
    const parsed = refreshReplySchema.safeParse(await readJson(response));
    if (!response.ok || !parsed.success) {
      clearTokens();
      return false;
    }
    storeTokens(parsed.data.data.tokens);
    return true;
  } catch {
    clearTokens();
    return false;
  }
}

function refreshSession(): Promise<boolean> {
  refreshInFlight ??= refreshOnce().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/** Sends once more after a 401 on an authenticated call, when the one shared refresh succeeded (spec 4). */
async function sendWithRefresh(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions,
  accept?: string,
): Promise<Response> {
  const response = await send(method, path, body, options, accept);
  if (response.status !== 401 || options.isAnonymous || readAccessToken() === null) return response;
  const isRefreshed = await refreshSession();
  return isRefreshed ? send(method, path, body, options, accept) : response;
}

/**
 * Sends a JSON request and parses the reply with `schema`. A 401 on an authenticated call
 * triggers exactly one token refresh and one retry (spec 4); failures throw {@link ApiError}.
 */
async function request<S extends z.ZodType>(
  method: Method,
  path: string,
  schema: S,
  body?: unknown,
  options: RequestOptions = {},
): Promise<z.infer<S>> {
  const response = await sendWithRefresh(method, path, body, options);
  const payload = await readJson(response);
  if (!response.ok) throw toApiError(response.status, payload);
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    throw new ApiError({ status: response.status, message: 'Unexpected response from the server' });
  }
  return parsed.data;
}

export interface BlobRequestOptions extends RequestOptions {
  /** Media type asked for, e.g. 'application/pdf'; a reply of another type is an error. */
  accept?: string;
}

/** GET of a file (PDF report): the same token, fingerprint and refresh as JSON calls, bytes back. */
async function requestBlob(path: string, options: BlobRequestOptions = {}): Promise<Blob> {
  const { accept, ...requestOptions } = options;
  const response = await sendWithRefresh('GET', path, undefined, requestOptions, accept ?? '*/*');
  if (!response.ok) throw toApiError(response.status, await readJson(response));
  const blob = await response.blob();
  const type = response.headers.get('Content-Type') ?? '';
  if (accept !== undefined && !type.toLowerCase().startsWith(accept.toLowerCase())) {
    throw new ApiError({ status: response.status, message: 'Unexpected response from the server' });
  }
  return blob;
}

/** Typed fetch for the API: bearer token, device fingerprint, zod-parsed replies. */
export const apiClient = {
  get: <S extends z.ZodType>(path: string, schema: S, options?: RequestOptions) =>
    request('GET', path, schema, undefined, options),
  post: <S extends z.ZodType>(path: string, body: unknown, schema: S, options?: RequestOptions) =>
    request('POST', path, schema, body, options),
  put: <S extends z.ZodType>(path: string, body: unknown, schema: S, options?: RequestOptions) =>
    request('PUT', path, schema, body, options),
  patch: <S extends z.ZodType>(path: string, body: unknown, schema: S, options?: RequestOptions) =>
    request('PATCH', path, schema, body, options),
  delete: <S extends z.ZodType>(path: string, schema: S, options?: RequestOptions) =>
    request('DELETE', path, schema, undefined, options),
  /** DELETE carrying a JSON body (confirmation forms: password and code, account deletion). */
  deleteWithBody: <S extends z.ZodType>(
    path: string,
    body: unknown,
    schema: S,
    options?: RequestOptions,
  ) => request('DELETE', path, schema, body, options),
  /** POST of a multipart form (file uploads), the reply parsed like JSON calls. */
  postForm: <S extends z.ZodType>(
    path: string,
    form: FormData,
    schema: S,
    options?: RequestOptions,
  ) => request('POST', path, schema, form, options),
  /** GET returning the reply's bytes (file downloads); failures throw {@link ApiError} like JSON calls. */
  getBlob: (path: string, options?: BlobRequestOptions) => requestBlob(path, options),
};
