import type { FastifyRequest } from 'fastify';

/** Where a call came from, as its audit row stores it. */
export interface RequestOrigin {
  ip: string;
  userAgent: string | null;
}

// Header values are attacker-controlled: keep them bounded before they reach the audit table.
const MAX_USER_AGENT_LENGTH = 512;

/** IP (as resolved by Fastify's trustProxy setting) and the user-agent header. */
export function readRequestOrigin(request: FastifyRequest): RequestOrigin {
  const userAgent = request.headers['user-agent']?.trim().slice(0, MAX_USER_AGENT_LENGTH);
  return {
    ip: request.ip,
    userAgent: userAgent === undefined || userAgent === '' ? null : userAgent,
  };
}
