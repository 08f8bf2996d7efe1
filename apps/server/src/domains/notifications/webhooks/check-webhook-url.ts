import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { WebhookMessageKey } from '@sanctions/contracts';
import { AppError } from '../../../lib/app-error';
import { classifyAddress } from './blocked-addresses';

export interface WebhookUrlPolicy {
  /** The server's own public URL: an endpoint on the same host is refused. */
  publicUrl: string;
  /** `loopback` (tests only) admits http:// and 127.0.0.1 receivers. */
  allowInsecure: 'off' | 'loopback';
  /** DNS resolution; replaceable so the refusal of a name resolving to a private address is testable. */
  resolve?: (hostname: string) => Promise<string[]>;
}

const MESSAGES: Record<WebhookMessageKey, string> = {
  'webhooks.urlInvalid': 'The webhook URL is not a valid address.',
  'webhooks.urlNotHttps': 'The webhook URL must start with https://.',
  'webhooks.urlSelf': 'The webhook URL points at this service itself; use your own receiver.',
  'webhooks.urlPrivate':
    'The webhook URL points at a private, loopback or link-local address, which cannot be reached from here.',
  'webhooks.urlUnresolvable': 'The webhook host name could not be resolved.',
  'webhooks.limitReached': 'An organisation can register at most 10 webhooks.',
};

/** A 400 with the refusal's message key, so the web shows it in the reader's language (ADR 005). */
export function webhookRefusal(key: WebhookMessageKey): AppError {
  return new AppError('VALIDATION_FAILED', MESSAGES[key], {
    messageKey: key,
    issues: [{ path: key === 'webhooks.limitReached' ? [] : ['url'], message: MESSAGES[key] }],
  });
}

async function resolveAll(hostname: string): Promise<string[]> {
  const answers = await lookup(hostname, { all: true, verbatim: true });
  return answers.map((answer) => answer.address);
}

/**
 * Refuses a URL a webhook must not reach (SSRF, ADR 021): not https, this server's own host, a loopback,
 * private or link-local address, or a host name resolving to one. Returns the parsed URL. The deliver job
 * checks the resolved address again at connection time, so a name re-pointed after registration is caught.
 */
export async function checkWebhookUrl(raw: string, policy: WebhookUrlPolicy): Promise<URL> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw webhookRefusal('webhooks.urlInvalid');
  }
  if (url.username !== '' || url.password !== '') throw webhookRefusal('webhooks.urlInvalid');
  const hostname = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const loopbackAllowed = policy.allowInsecure === 'loopback';
  if (url.protocol !== 'https:' && !(loopbackAllowed && url.protocol === 'http:'))
    throw webhookRefusal(url.protocol === 'http:' ? 'webhooks.urlNotHttps' : 'webhooks.urlInvalid');
  if (hostname === new URL(policy.publicUrl).hostname.toLowerCase())
    throw webhookRefusal('webhooks.urlSelf');
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) {
    if (!loopbackAllowed) throw webhookRefusal('webhooks.urlPrivate');
    return url;
  }
  let addresses: string[];
  if (isIP(hostname) !== 0) addresses = [hostname];
  else {
    try {
      addresses = await (policy.resolve ?? resolveAll)(hostname);
    } catch {
      throw webhookRefusal('webhooks.urlUnresolvable');
    }
    if (addresses.length === 0) throw webhookRefusal('webhooks.urlUnresolvable');
  }
  for (const address of addresses) {
    const kind = classifyAddress(address);
    if (kind === 'private' || (kind === 'loopback' && !loopbackAllowed))
      throw webhookRefusal('webhooks.urlPrivate');
  }
  // Plain http is admitted in tests only towards loopback receivers.
  if (url.protocol === 'http:' && addresses.some((a) => classifyAddress(a) !== 'loopback'))
    throw webhookRefusal('webhooks.urlNotHttps');
  return url;
}
