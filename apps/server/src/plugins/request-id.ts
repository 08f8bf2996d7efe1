import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

// A caller's id (a load balancer's, a client's retry) is kept when it is a plain token, so one id follows the
// request through every log; anything else is replaced so log lines cannot be forged.
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** `genReqId` for Fastify: the incoming `x-request-id` when well-formed, otherwise `req-<uuid>`. */
export function generateRequestId(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  if (typeof incoming === 'string' && ACCEPTED_ID.test(incoming)) return incoming;
  return `req-${randomUUID()}`;
}

/** Echoes the request id on every reply so users can quote it to support. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
