import type { FastifyRequest } from 'fastify';
import { DEVICE_FINGERPRINT_HEADER } from '@sanctions/contracts';

/** Where a session call came from, as stored on login attempts, refresh tokens and audit rows. */
export interface RequestMeta {
  ip: string;
  userAgent: string | null;
  deviceFingerprint: string | null;
}

// Header values are attacker-controlled: keep them bounded so a huge header cannot bloat the tables.
const MAX_HEADER_LENGTH = 512;

function singleHeader(value: string | string[] | undefined): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  if (first === undefined) return null;
  const trimmed = first.trim();
  return trimmed === '' ? null : trimmed.slice(0, MAX_HEADER_LENGTH);
}

/** IP (as resolved by Fastify's trustProxy setting), user agent and the spec's device fingerprint header. */
export function readRequestMeta(request: FastifyRequest): RequestMeta {
  return {
    ip: request.ip,
    userAgent: singleHeader(request.headers['user-agent']),
    deviceFingerprint: singleHeader(request.headers[DEVICE_FINGERPRINT_HEADER]),
  };
}
