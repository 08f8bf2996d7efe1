import type { DbOrTx } from '../../../db/client';
import { recordAudit } from '../../administration';
import type { RequestMeta } from '../auth/request-meta';

/** A refused or failed single sign-on, as its `sso_login` audit row (success false) records it. */
export interface SsoFailure {
  reason: string;
  organizationId: string | null;
  userId?: string | null;
  email?: string | null;
  detail?: string;
}

/** Appends the audit row of a failed single sign-on (the organisation's trail, and the user's when known). */
export async function recordSsoFailure(
  db: DbOrTx,
  failure: SsoFailure,
  meta: RequestMeta,
  now: Date,
): Promise<void> {
  await recordAudit(db, {
    userId: failure.userId ?? null,
    organizationId: failure.organizationId,
    action: 'sso_login',
    success: false,
    details: {
      reason: failure.reason,
      ...(failure.email ? { email: failure.email } : {}),
      ...(failure.detail ? { detail: failure.detail.slice(0, 300) } : {}),
    },
    ip: meta.ip,
    userAgent: meta.userAgent,
    at: now,
  });
}
