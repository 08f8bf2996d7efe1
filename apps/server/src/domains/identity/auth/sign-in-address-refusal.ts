import type { DbOrTx } from '../../../db/client';
import type { AppError } from '../../../lib/app-error';
import { addressRefusal } from '../../../lib/ip-ranges/address-refusal';
import { findRefusingAllowlist } from '../../../lib/ip-ranges/find-refusing-allowlist';
import type { AllowlistSubject } from '../../../lib/ip-ranges/find-refusing-allowlist';
import { recordAudit } from '../../administration';
import type { RequestMeta } from './request-meta';

/** Who is signing in; `userId` is null while a single sign-on has not yet named its account. */
export interface SignInSubject extends AllowlistSubject {
  userId: string | null;
}

/** How the sign-in was asked for, as the audit row tells it. */
export type SignInVia = 'password' | 'sso' | 'invitation';

/**
 * Refuses a sign-in from an address outside an IP allow-list binding the account (issue 27 §2, ADR 041):
 * no session is issued for an address where it could not be used. Returns the 403 to throw (key
 * `ipAllowlist.refused`, or `ipAllowlist.refusedStaff`) after appending the `ip_refused` audit row, or null when the address is allowed.
 */
export async function refuseSignInAddress(
  db: DbOrTx,
  subject: SignInSubject,
  meta: RequestMeta,
  now: Date,
  via: SignInVia,
): Promise<AppError | null> {
  const scope = await findRefusingAllowlist(db, subject, meta.ip);
  if (scope === null) return null;
  await recordAudit(db, {
    userId: subject.userId,
    organizationId: scope === 'organization' ? subject.organizationId : null,
    action: 'ip_refused',
    success: false,
    details: { via, scope, stage: 'sign_in', deviceFingerprint: meta.deviceFingerprint },
    ip: meta.ip,
    userAgent: meta.userAgent,
    at: now,
  });
  return addressRefusal(scope, meta.ip);
}
