import { AppError } from '../app-error';
import { SecretBoxError } from './secret-box';
import type { SecretBox } from './secret-box';

const UNREADABLE_MESSAGE = 'Two-factor codes cannot be checked right now. Please try again later.';

/** Associated data of a user's sealed TOTP secret: copied onto another user's row it does not open. */
export function twoFactorSecretContext(userId: string): string {
  return `user_two_factor.secret:${userId}`;
}

/** The value to store in `user_two_factor.secret` for a user's TOTP secret. */
export function sealTwoFactorSecret(box: SecretBox, userId: string, secret: string): string {
  return box.seal(secret, twoFactorSecretContext(userId));
}

/**
 * The user's TOTP secret from its stored value (sealed, or clear text from before ADR 013). When no key of
 * the server opens it (a wrong or missing SECRETS_KEY) the check fails closed: 503 for this user's code
 * check only, with the reason in the log; no other route is affected.
 */
export function openTwoFactorSecret(box: SecretBox, userId: string, stored: string): string {
  try {
    return box.open(stored, twoFactorSecretContext(userId));
  } catch (error) {
    if (!(error instanceof SecretBoxError)) throw error;
    throw new AppError('SERVICE_UNAVAILABLE', UNREADABLE_MESSAGE, {
      details: { reason: error.message, keyId: error.keyId, userId },
      cause: error,
    });
  }
}
