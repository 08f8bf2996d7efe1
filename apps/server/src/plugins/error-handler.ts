import { ERROR_DEFAULT_MESSAGES, ERROR_HTTP_STATUS } from '@sanctions/contracts';
import type { ErrorCode, ErrorEnvelope, ValidationIssue } from '@sanctions/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { isAppError } from '../lib/app-error';
import { isRejectedDatabaseInput } from './database-input-error';
import { MALFORMED_MULTIPART_MESSAGE, isMalformedMultipart } from './malformed-multipart';

type Fallback = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown> | unknown;

const CONTEXT_MESSAGES: Record<string, string> = {
  body: 'Request body is invalid',
  querystring: 'Query parameters are invalid',
  params: 'Path parameters are invalid',
  headers: 'Request headers are invalid',
};

/** Fastify's own 4xx errors, by code, mapped onto our closed codes. */
const FASTIFY_CODES: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Unsupported content type',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'VALIDATION_FAILED',
    message: 'Request body length does not match Content-Length',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: 'VALIDATION_FAILED',
    message: 'Request body is empty but declared as JSON',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: 'VALIDATION_FAILED',
    message: 'Request body is not valid JSON',
  },
};

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

interface Failure {
  code: ErrorCode;
  message: string;
  issues?: ValidationIssue[];
  messageKey?: string;
  messageParams?: Record<string, string | number>;
}

/**
 * Builds the failure envelope of STYLE 4.3. An INTERNAL failure always carries the generic message;
 * deliberate 5xx codes (LIST_UNAVAILABLE, SERVICE_UNAVAILABLE) keep theirs, because we wrote them for
 * the user ("no sanctions list is loaded yet") and they reveal nothing internal.
 */
export function errorEnvelope(requestId: string, failure: Failure): ErrorEnvelope {
  const message = failure.code === 'INTERNAL' ? ERROR_DEFAULT_MESSAGES.INTERNAL : failure.message;
  return {
    success: false,
    error: message,
    message,
    code: failure.code,
    requestId,
    ...(failure.code === 'VALIDATION_FAILED' && failure.issues ? { issues: failure.issues } : {}),
    ...(failure.code !== 'INTERNAL' && failure.messageKey !== undefined
      ? { messageKey: failure.messageKey, messageParams: failure.messageParams ?? {} }
      : {}),
  };
}

export function sendFailure(request: FastifyRequest, reply: FastifyReply, failure: Failure) {
  return reply
    .code(ERROR_HTTP_STATUS[failure.code])
    .type('application/json')
    .send(errorEnvelope(request.id, failure));
}

/**
 * The single place failures are built (STYLE 4.3). Handlers and services throw; this converts
 * AppErrors, zod and Fastify validation errors, Fastify's own 4xx errors and the rate limiter's 429,
 * and turns everything else into a logged 500 that reveals nothing but the request id.
 * Register it before any route plugin: plugins keep the error handler that existed when they loaded.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request, reply) => {
    const failure = toFailure(error);
    if (failure) {
      if (isRejectedDatabaseInput(error)) {
        // A value the contracts should have refused: a 400 for the caller, a warning for us.
        request.log.warn({ err: error }, 'database refused a value of the request');
      } else if (ERROR_HTTP_STATUS[failure.code] >= 500) {
        request.log.error({ err: error, code: failure.code }, 'request failed');
      } else {
        request.log.info(
          { code: failure.code, statusCode: ERROR_HTTP_STATUS[failure.code] },
          failure.message,
        );
      }
      if (isAppError(error) && error.retryAfterSeconds !== undefined) {
        void reply.header('retry-after', String(error.retryAfterSeconds));
      }
      return sendFailure(request, reply, failure);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendFailure(request, reply, {
      code: 'INTERNAL',
      message: ERROR_DEFAULT_MESSAGES.INTERNAL,
    });
  });
}

/**
 * Unknown `/api` routes (and non-GET requests anywhere) answer a 404 envelope; other GETs go to
 * `fallback` (the SPA's history fallback).
 */
export function registerNotFoundHandler(app: FastifyInstance, fallback?: Fallback): void {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path === '/api' || path.startsWith('/api/');
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (!isApi && isRead && fallback) return fallback(request, reply);
    return sendFailure(request, reply, {
      code: 'NOT_FOUND',
      message: `Route ${request.method} ${path} not found`,
    });
  });
}

/** Message of a request whose value the database refused (see `isRejectedDatabaseInput`). */
export const REJECTED_INPUT_MESSAGE = 'The request contains a value that cannot be stored';

/**
 * Fastify's `frameworkErrors`: a URL it cannot decode or a path parameter beyond the router's length
 * limit, refused before any route or hook, answered in the envelope like every other failure.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const message =
    error.code === 'FST_ERR_BAD_URL'
      ? 'The URL is not valid'
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? 'A path parameter is too long'
        : undefined;
  if (message === undefined) {
    request.log.error({ err: error }, 'framework error');
    void sendFailure(request, reply, {
      code: 'INTERNAL',
      message: ERROR_DEFAULT_MESSAGES.INTERNAL,
    });
    return;
  }
  void sendFailure(request, reply, withBodyIssue({ code: 'VALIDATION_FAILED', message }));
}

function toFailure(error: unknown): Failure | undefined {
  if (isAppError(error)) {
    return {
      code: error.code,
      message: error.message,
      issues: error.issues,
      messageKey: error.messageKey,
      messageParams: error.messageParams,
    };
  }
  if (isRejectedDatabaseInput(error)) {
    return withBodyIssue({ code: 'VALIDATION_FAILED', message: REJECTED_INPUT_MESSAGE });
  }
  if (isMalformedMultipart(error)) {
    return withBodyIssue({
      code: 'VALIDATION_FAILED',
      message: MALFORMED_MULTIPART_MESSAGE,
      messageKey: 'upload.malformedMultipart',
    });
  }
  if (error instanceof ZodError) {
    return {
      code: 'VALIDATION_FAILED',
      message: 'Request is invalid',
      issues: error.issues.map((issue) => ({
        path: issue.path.map(toPathSegment),
        message: issue.message,
      })),
    };
  }
  if (!isFastifyError(error)) return undefined;
  if (error.validation) {
    const context = error.validationContext ?? 'body';
    return {
      code: 'VALIDATION_FAILED',
      message: CONTEXT_MESSAGES[context] ?? 'Request is invalid',
      issues: error.validation.map((issue) => ({
        path: issue.instancePath
          .split('/')
          .filter((segment) => segment !== '')
          .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : decodePointer(segment))),
        message: issue.message ?? 'Invalid value',
      })),
    };
  }
  if (isResponseSerializationError(error)) return undefined;
  const known = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (known) return withBodyIssue(known);
  const status = error.statusCode;
  const code = status !== undefined ? STATUS_CODES[status] : undefined;
  if (code) return withBodyIssue({ code, message: error.message || ERROR_DEFAULT_MESSAGES[code] });
  return undefined;
}

/** A malformed body is one issue at the root: clients always find `issues` with VALIDATION_FAILED. */
function withBodyIssue(failure: Failure): Failure {
  if (failure.code !== 'VALIDATION_FAILED') return failure;
  return { ...failure, issues: [{ path: [], message: failure.message }] };
}

function isFastifyError(error: unknown): error is FastifyError {
  return (
    error instanceof Error && ('code' in error || 'statusCode' in error || 'validation' in error)
  );
}

function toPathSegment(segment: PropertyKey): string | number {
  return typeof segment === 'number' ? segment : String(segment);
}

/** JSON Pointer unescaping (RFC 6901): `~1` is `/`, `~0` is `~`. */
function decodePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}
