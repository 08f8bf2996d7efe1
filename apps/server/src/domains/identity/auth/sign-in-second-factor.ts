import type { DbOrTx } from '../../../db/client';
import type { SecretBox } from '../../../lib/secret-box/secret-box';
import type { RequestMeta } from './request-meta';

/**
 * The second-factor step of a sign-in. The two-factor slice implements it (codes, backup codes, trusted
 * devices are its data) and the composition root hands it to the auth routes, since features never
 * import each other.
 */
export interface SignInSecondFactor {
  /** Which factor passed (a TOTP code or a backup code, then spent), or null. */
  verify(
    db: DbOrTx,
    box: SecretBox,
    userId: string,
    code: string,
    now: Date,
  ): Promise<'totp' | 'backup_code' | null>;
  /** True when `token` names an unexpired trusted device of this user; records its use. */
  useTrustedDevice(
    db: DbOrTx,
    input: { userId: string; token: string; ip: string; now: Date },
  ): Promise<boolean>;
  /** Remembers this device for the user; returns the token shown once to the client. */
  rememberTrustedDevice(
    db: DbOrTx,
    input: { userId: string; meta: RequestMeta; now: Date },
  ): Promise<string>;
}
