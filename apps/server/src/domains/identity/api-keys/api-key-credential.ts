import type { IncomingHttpHeaders } from 'node:http';
import { looksLikeApiKey } from './api-key-format';

/**
 * The API key a request presents: the `X-API-Key` header, or `Authorization: Bearer ssk_...`. Never a
 * cookie or a query string, where keys end up in browser history, proxies and logs. An empty `X-API-Key`
 * still counts as presenting a key (a malformed one), so it cannot fall back to another credential.
 */
export function readApiKeyCredential(headers: IncomingHttpHeaders): string | null {
  const header = headers['x-api-key'];
  if (header !== undefined) return (Array.isArray(header) ? header.join(',') : header).trim();
  const authorization = headers.authorization;
  if (authorization === undefined) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  const token = match?.[1];
  return token !== undefined && looksLikeApiKey(token) ? token : null;
}
