import type { DbOrTx } from '../../../db/client';
import type { AppError } from '../../../lib/app-error';
import { findSsoProviderForEmail } from './sso-provider-of-domain';
import { ssoRefusal } from './sso-refusal';

/** The account as the password sign-in knows it once the password matched. */
export interface PasswordAccount {
  email: string;
  organizationId: string | null;
  organizationRole: string | null;
}

/**
 * Why a correct password may not sign this account in, or null: its organisation requires single sign-on
 * for the account's domain. Owners keep a break-glass password, but only with two-factor turned on (a
 * lost provider must not lock the organisation out, nor leave a bare password as the way in).
 */
export async function findPasswordSignInRefusal(
  db: DbOrTx,
  account: PasswordAccount,
  twoFactorEnabled: boolean,
): Promise<AppError | null> {
  if (account.organizationId === null) return null;
  const provider = await findSsoProviderForEmail(db, account.email);
  if (!provider?.requireSso || provider.organizationId !== account.organizationId) return null;
  if (account.organizationRole !== 'owner') return ssoRefusal('sso.passwordDisabled');
  return twoFactorEnabled ? null : ssoRefusal('sso.breakGlassNeedsTwoFactor');
}
