import { request as httpRequest } from 'node:http';

/** What the server answered a call made from a chosen local address. */
export interface LoopbackAnswer {
  status: number;
  body: string;
}

/**
 * Calls the app under test from `localAddress` (e.g. 127.0.0.2, the second loopback address): node:http
 * binds the client socket to it, so the server sees it as the peer, as it would a client elsewhere. A
 * browser cannot choose its source address; the allow-list specs use this for the refused side.
 */
export function callFrom(
  localAddress: string,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; json?: unknown } = {},
): Promise<LoopbackAnswer> {
  const url = new URL(path, process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000');
  const payload = options.json === undefined ? undefined : JSON.stringify(options.json);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method,
        localAddress,
        headers: {
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}
