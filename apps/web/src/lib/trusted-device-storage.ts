// A device remembered at a two-factor sign-in (spec 2.11) holds one token per account: several people
// may share a browser, and each one's token only lets that account skip the code.
const KEY_PREFIX = 'trustedDevice:';

function keyFor(email: string): string {
  return `${KEY_PREFIX}${email.trim().toLowerCase()}`;
}

/** The trusted-device token this browser holds for `email`, or null. */
export function readTrustedDeviceToken(email: string): string | null {
  const token = localStorage.getItem(keyFor(email));
  return token === null || token.trim() === '' ? null : token;
}

/** Keeps the token handed out at a sign-in with "Remember this device"; signing out keeps it too. */
export function storeTrustedDeviceToken(email: string, token: string): void {
  localStorage.setItem(keyFor(email), token);
}

/** Drops the token once the server no longer accepts it (device removed, expired, or 2FA disabled). */
export function forgetTrustedDeviceToken(email: string): void {
  localStorage.removeItem(keyFor(email));
}
