import type { DbOrTx } from '../../../db/client';
import { enqueueEmail } from '../../../lib/mail/enqueue-email';
import { providerTeamRecipients } from '../../../lib/mail/recipients';
import { createNotification } from '../../notifications';
import type { NotificationInput } from '../../notifications';
import { findActiveVersion } from './sanctions.queries';
import type { ListVersionRow } from './sanctions.queries';
import { findListAdmins, findPreviousFailure } from './import-failures.queries';

/** The admin console's Settings tab, where failed imports are listed with their reasons. */
export const SANCTIONS_SETTINGS_PATH = '/admin?tab=settings';

interface AnnounceContext {
  db: DbOrTx;
  now: () => Date;
  publicUrl: string;
}

/**
 * Tells every admin and super admin in-app, and every super admin by e-mail, that a publication could not be
 * imported and the previous version stays in use. The same failure again (same files, same reason, nothing
 * imported since) is not announced twice: a scheduled refresh must not repeat it every few hours.
 */
export async function announceImportFailure(
  ctx: AnnounceContext,
  failure: ListVersionRow,
): Promise<void> {
  if (await isAlreadyAnnounced(ctx.db, failure)) return;
  const reason = failure.failureReason ?? 'unknown reason';
  const at = ctx.now();
  const notification = importFailedNotification(failure.listSource, reason);
  for (const admin of await findListAdmins(ctx.db)) {
    await createNotification(ctx.db, admin.id, notification, { at });
  }
  for (const recipient of await providerTeamRecipients(ctx.db)) {
    await enqueueEmail(ctx.db, {
      to: recipient.email,
      language: recipient.language,
      template: 'list-import-failed',
      params: {
        listSource: failure.listSource,
        reason,
        failedAt: at,
        settingsUrl: `${ctx.publicUrl}${SANCTIONS_SETTINGS_PATH}`,
      },
    });
  }
}

export function importFailedNotification(listSource: string, reason: string): NotificationInput {
  return {
    title: 'Sanctions list import failed',
    message: `${listSource} could not be imported: ${reason}. Screening keeps using the previous version.`,
    type: 'error',
    action: { label: 'Open sanctions settings', href: SANCTIONS_SETTINGS_PATH },
    localized: { key: 'lists.importFailed', params: { listSource, reason } },
  };
}

async function isAlreadyAnnounced(db: DbOrTx, failure: ListVersionRow): Promise<boolean> {
  const previous = await findPreviousFailure(db, failure);
  if (!previous) return false;
  if (previous.failureReason !== failure.failureReason) return false;
  if (previous.fileHash !== failure.fileHash) return false;
  // Announced then, and nothing read successfully since: the admins already know.
  const active = await findActiveVersion(db, failure.sanctionList, failure.listSource);
  const lastGoodRead = active?.checkedAt ?? active?.importedAt ?? null;
  return lastGoodRead === null || (previous.importedAt ?? previous.createdAt) > lastGoodRead;
}
