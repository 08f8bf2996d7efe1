import { generateSecret, generateURI, verify } from 'otplib';
import { PRODUCT_NAME } from '@sanctions/contracts';

const TOTP_PERIOD_SECONDS = 30;
// One step either side absorbs phone clock drift, as authenticator vendors recommend.
const TOTP_TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;
/** Issuer shown in the authenticator app next to the account's e-mail. */
export const TOTP_ISSUER = PRODUCT_NAME;

/** A new base32 TOTP secret and its `otpauth://` URL (the client renders the QR code from it). */
export function createTotpSecret(accountLabel: string): { secret: string; uri: string } {
  const secret = generateSecret();
  return { secret, uri: generateURI({ issuer: TOTP_ISSUER, label: accountLabel, secret }) };
}

/**
 * The instant to store as `lastUsedAt` when `code` is valid for `secret` at `now` (the start of the
 * accepted time step, which is what blocks replaying the code at sign-in); null when it is not. With
 * `lastUsedAt` (sign-in), a code of that time step or an earlier one is refused: each step is spent once.
 */
export async function acceptedTotpStep(
  secret: string,
  code: string,
  now: Date,
  lastUsedAt: Date | null = null,
): Promise<Date | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const epoch = Math.floor(now.getTime() / 1000);
  const lastStep = lastUsedAt
    ? Math.floor(lastUsedAt.getTime() / 1000 / TOTP_PERIOD_SECONDS)
    : undefined;
  const result = await verify({
    secret,
    token: code,
    epoch,
    epochTolerance: TOTP_TOLERANCE_SECONDS,
    ...(lastStep === undefined ? {} : { afterTimeStep: lastStep }),
  }).catch(() => ({ valid: false as const }));
  if (!result.valid) return null;
  const step = 'timeStep' in result ? result.timeStep : Math.floor(epoch / TOTP_PERIOD_SECONDS);
  return new Date(step * TOTP_PERIOD_SECONDS * 1000);
}
