import type { FastifyRequest } from 'fastify';
import type { RequestOrigin } from './run-search.service';

// Header values are client-controlled: bounded so a huge header cannot bloat the evidence tables.
const MAX_USER_AGENT_LENGTH = 512;

/** IP (as resolved by Fastify's trustProxy setting) and user agent stored with a search. */
export function readRequestOrigin(request: FastifyRequest): RequestOrigin {
  const header = request.headers['user-agent'];
  const userAgent = header?.trim().slice(0, MAX_USER_AGENT_LENGTH);
  return {
    ip: request.ip,
    userAgent: userAgent === undefined || userAgent === '' ? null : userAgent,
  };
}
