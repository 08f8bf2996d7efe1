import type { SessionUser } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { recordAudit } from '../../administration';
import { createNotification } from '../../notifications';
import type { NotificationInput } from '../../notifications';
import type { RequestOrigin } from '../../../lib/request-origin';

/** Audit actions of the two-factor area; all map to the activity type `2fa_change`. */
export type TwoFactorAction =
  | '2fa_setup_started'
  | '2fa_enabled'
  | '2fa_disabled'
  | '2fa_backup_codes_regenerated'
  | '2fa_device_removed';

/** Writes the audit row of a two-factor change and, when given, the owner's notification. */
export async function recordTwoFactorEvent(
  db: DbOrTx,
  event: {
    user: Pick<SessionUser, 'id' | 'organizationId'>;
    action: TwoFactorAction;
    origin: RequestOrigin;
    now: Date;
    details?: Record<string, unknown>;
    notification?: NotificationInput;
  },
): Promise<void> {
  await recordAudit(db, {
    userId: event.user.id,
    organizationId: event.user.organizationId,
    action: event.action,
    details: event.details ?? {},
    ip: event.origin.ip,
    userAgent: event.origin.userAgent,
    at: event.now,
  });
  if (event.notification)
    await createNotification(db, event.user.id, event.notification, { at: event.now });
}
