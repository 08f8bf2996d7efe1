import { lookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import type { LookupFunction } from 'node:net';
import { classifyAddress } from './blocked-addresses';

/** The receiver's answer is kept up to this many characters (ADR 021). */
export const RESPONSE_BODY_LIMIT = 2_000;

export interface WebhookPost {
  url: string;
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
  /** Tests only: loopback receivers admitted. */
  allowLoopback: boolean;
  /** Name resolution; default the system resolver. Injected by tests so names never reach the network. */
  resolve?: ResolveHost;
}

/** Every address a host name resolves to. */
export type ResolveHost = (hostname: string) => Promise<LookupAddress[]>;

const systemResolve: ResolveHost = (hostname) => lookup(hostname, { all: true, verbatim: true });

export interface WebhookAnswer {
  /** Null when no HTTP answer arrived (timeout, refused connection, refused address). */
  status: number | null;
  body: string | null;
  error: string | null;
  durationMs: number;
}

function isRefused(address: string, allowLoopback: boolean): boolean {
  const kind = classifyAddress(address);
  return kind === 'private' || (kind === 'loopback' && !allowLoopback);
}

/**
 * A DNS lookup that refuses private and (unless allowed) loopback addresses at connection time, so a host
 * name re-pointed at an internal address after registration (DNS rebinding) is not reached.
 */
function guardedLookup(allowLoopback: boolean, resolve: ResolveHost): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (answers) => {
        // Every answer is checked, not only the one connected to: any of them may be used next time.
        const list = answers.filter((a) => !options.family || a.family === options.family);
        const refused = answers.find((a) => isRefused(a.address, allowLoopback));
        if (refused !== undefined || list.length === 0)
          return callback(new Error(`address of ${hostname} is not allowed`), '', 4);
        if (options.all) return callback(null, list);
        const first = list[0];
        return callback(null, first?.address ?? '', first?.family ?? 4);
      },
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), '', 4),
    );
  };
}

/**
 * POSTs the signed body once: redirects are never followed (a 3xx is a failed attempt), the whole exchange
 * is cut at `timeoutMs`, and the answer's body is read up to {@link RESPONSE_BODY_LIMIT} characters.
 * Never throws: every failure comes back as `error`.
 */
export function postWebhook(post: WebhookPost): Promise<WebhookAnswer> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const url = new URL(post.url);
  // An address literal skips the lookup: check it here.
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) !== 0 && isRefused(literal, post.allowLoopback))
    return Promise.resolve({
      status: null,
      body: null,
      error: `address ${literal} is not allowed`,
      durationMs: 0,
    });
  return new Promise((resolve) => {
    let settled = false;
    const finish = (answer: Omit<WebhookAnswer, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...answer, durationMs: elapsed() });
    };
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'SanctionsScreening-Webhooks/1',
          'content-length': Buffer.byteLength(post.body).toString(),
          ...post.headers,
        },
        lookup: guardedLookup(post.allowLoopback, post.resolve ?? systemResolve),
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (text.length < RESPONSE_BODY_LIMIT) text += chunk;
        });
        response.on('end', () =>
          finish({
            status: response.statusCode ?? null,
            body: text.slice(0, RESPONSE_BODY_LIMIT),
            error: null,
          }),
        );
        response.on('error', (error) =>
          finish({ status: response.statusCode ?? null, body: null, error: error.message }),
        );
      },
    );
    const timer = setTimeout(() => {
      finish({ status: null, body: null, error: `timed out after ${post.timeoutMs} ms` });
      request.destroy();
    }, post.timeoutMs);
    request.on('error', (error) => finish({ status: null, body: null, error: error.message }));
    request.end(post.body);
  });
}
