import { and, desc, eq, gt } from 'drizzle-orm';
import { CURRENT_DEVICE_MESSAGE } from '@sanctions/contracts';
import type { SessionUser, TrustedDevice } from '@sanctions/contracts';
import type { Db, DbOrTx } from '../../../db/client';
import { trustedDevices } from '../../../db/schema/users';
import { AppError } from '../../../lib/app-error';
import type { RequestOrigin } from '../../../lib/request-origin';
import { hashToken } from '../../../lib/tokens';
import { recordTwoFactorEvent } from './two-factor-events';

const DEVICE_NOT_FOUND_MESSAGE = 'Device not found';

/** The user's unexpired trusted devices, newest first; `currentToken` marks the caller's own. */
export async function listTrustedDevices(
  db: DbOrTx,
  userId: string,
  currentToken: string | null,
  now: Date,
): Promise<TrustedDevice[]> {
  const rows = await db
    .select()
    .from(trustedDevices)
    .where(and(eq(trustedDevices.userId, userId), gt(trustedDevices.expiresAt, now)))
    .orderBy(desc(trustedDevices.createdAt));
  const currentHash = currentToken === null ? null : hashToken(currentToken);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    type: row.type,
    browser: row.browser,
    ipAddress: row.ipAddress,
    addedAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
    isCurrent: row.deviceHash === currentHash,
  }));
}

/**
 * 404 for a device that is not the user's (ids cannot be probed), 400 for the device the request comes
 * from (spec 2.11). Checked before the password and code so a refusal costs no attempt.
 */
export async function assertDeviceRemovable(
  db: DbOrTx,
  userId: string,
  deviceId: string,
  currentToken: string | null,
): Promise<void> {
  const [row] = await db
    .select({ deviceHash: trustedDevices.deviceHash })
    .from(trustedDevices)
    .where(and(eq(trustedDevices.id, deviceId), eq(trustedDevices.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', DEVICE_NOT_FOUND_MESSAGE);
  if (currentToken !== null && row.deviceHash === hashToken(currentToken))
    throw new AppError('VALIDATION_FAILED', CURRENT_DEVICE_MESSAGE, {
      issues: [{ path: ['id'], message: CURRENT_DEVICE_MESSAGE }],
    });
}

/** Forgets one trusted device of the user: its next sign-in asks for a code again. */
export async function removeTrustedDevice(
  db: Db,
  user: Pick<SessionUser, 'id' | 'organizationId'>,
  input: { deviceId: string; origin: RequestOrigin; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(trustedDevices)
      .where(and(eq(trustedDevices.id, input.deviceId), eq(trustedDevices.userId, user.id)))
      .returning({ name: trustedDevices.name });
    if (!removed) throw new AppError('NOT_FOUND', DEVICE_NOT_FOUND_MESSAGE);
    await recordTwoFactorEvent(tx, {
      user,
      action: '2fa_device_removed',
      origin: input.origin,
      now: input.now,
      details: { deviceId: input.deviceId, deviceName: removed.name },
      notification: {
        title: 'Trusted device removed',
        message: `${removed.name} will need a two-factor code at its next sign-in.`,
        type: 'info',
        localized: { key: 'twoFactor.deviceRemoved', params: { deviceName: removed.name } },
      },
    });
  });
}
