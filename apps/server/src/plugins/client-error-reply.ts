import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ERROR_DEFAULT_MESSAGES, ERROR_HTTP_STATUS } from '@sanctions/contracts';
import type { ErrorCode } from '@sanctions/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { errorEnvelope } from './error-handler';
import { REQUEST_ID_HEADER } from './request-id';

/** What Node's `clientError` event carries: an Error with the parser's code. */
type ParserError = Error & { code?: string };

/** Node's parser errors (`clientError`) by code, as our closed codes. */
function codeFor(error: ParserError): ErrorCode {
  if (error.code === 'HPE_HEADER_OVERFLOW') return 'HEADERS_TOO_LARGE';
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'REQUEST_TIMEOUT';
  return 'VALIDATION_FAILED';
}

const MESSAGES: Partial<Record<ErrorCode, string>> = {
  VALIDATION_FAILED: 'The HTTP request is malformed',
};

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refused (headers too large, a malformed
 * request line, a timeout) never reaches Fastify, so it is answered here, on the raw socket, in the same
 * error envelope as every other failure.
 */
export function answerClientError(
  logger: FastifyBaseLogger,
  error: ParserError,
  socket: Socket,
): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code = codeFor(error);
  const status = ERROR_HTTP_STATUS[code];
  const requestId = `req-${randomUUID()}`;
  const message = MESSAGES[code] ?? ERROR_DEFAULT_MESSAGES[code];
  const envelope = errorEnvelope(requestId, {
    code,
    message,
    ...(code === 'VALIDATION_FAILED' ? { issues: [{ path: [], message }] } : {}),
  });
  const body = JSON.stringify(envelope);
  logger.info({ code, statusCode: status, parserError: error.code, requestId }, message);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `${REQUEST_ID_HEADER}: ${requestId}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}
