import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The `X-Sanctions-Signature` value of a body (ADR 021): `t=<unix seconds>,v1=<hex HMAC-SHA256>` over
 * `"<t>.<body>"` keyed with the endpoint's secret. The timestamp inside the signed text lets receivers
 * refuse an old delivery replayed by someone who captured it.
 */
export function signWebhookBody(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${webhookHmac(secret, t, body)}`;
}

function webhookHmac(secret: string, t: number, body: string): string {
  return createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
}

/** What a receiver does: true when `header` signs `body` with `secret` (constant-time compare). */
export function verifyWebhookSignature(secret: string, body: string, header: string): boolean {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
  if (match?.[1] === undefined || match[2] === undefined) return false;
  const expected = Buffer.from(webhookHmac(secret, Number(match[1]), body), 'hex');
  return timingSafeEqual(expected, Buffer.from(match[2], 'hex'));
}
