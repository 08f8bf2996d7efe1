import type { LoginReply } from '@sanctions/contracts';

/** What a login reply means for the trusted-device token this browser keeps for the account. */
export type TrustedDeviceOutcome =
  { kind: 'store'; token: string } | { kind: 'forget' } | { kind: 'keep' };

/**
 * Reads the server's verdict on the token sent with a login (`sentToken`). A new token (after a code with
 * "Remember this device") replaces the old one. A code asked for despite the token means the device was
 * removed or expired; a session for an account without two-factor means disabling it dropped every
 * device. Either way the token is useless and is forgotten.
 */
export function trustedDeviceOutcome(reply: LoginReply, sentToken: boolean): TrustedDeviceOutcome {
  if (reply.success) {
    const { trustedDeviceToken, user } = reply.data;
    if (trustedDeviceToken !== undefined) return { kind: 'store', token: trustedDeviceToken };
    return sentToken && !user.twoFactorEnabled ? { kind: 'forget' } : { kind: 'keep' };
  }
  return sentToken ? { kind: 'forget' } : { kind: 'keep' };
}
