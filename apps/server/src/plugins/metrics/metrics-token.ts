import { createHash, timingSafeEqual } from 'node:crypto';
import type { onRequestAsyncHookHandler } from 'fastify';
import { AppError } from '../../lib/app-error';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The check of `GET /metrics` (route access `operator-token`): without `METRICS_TOKEN` the endpoint does
 * not exist (404, as for any unknown path); with it, only `Authorization: Bearer <METRICS_TOKEN>` passes
 * (401 otherwise). Session tokens and API keys are never read. Compared as SHA-256 digests in constant
 * time, so neither the length nor a prefix of the token leaks through timing.
 */
export function requireMetricsToken(token: string | undefined): onRequestAsyncHookHandler {
  const expected = token === undefined ? undefined : digest(token);
  return async (request) => {
    if (expected === undefined)
      throw new AppError('NOT_FOUND', `Route ${request.method} /metrics not found`);
    const header = request.headers.authorization ?? '';
    const [scheme = '', given = ''] = header.split(' ');
    if (scheme.toLowerCase() !== 'bearer' || !timingSafeEqual(digest(given), expected)) {
      throw new AppError('UNAUTHENTICATED', 'A valid metrics token is required');
    }
  };
}
