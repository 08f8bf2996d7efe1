import { and, eq, gt } from 'drizzle-orm';
import { TRUSTED_DEVICE_DAYS, describeUserAgent } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { trustedDevices } from '../../../db/schema/users';
import { generateRefreshToken, hashToken } from '../../../lib/tokens';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where the sign-in came from (the auth slice's request meta carries at least this). */
interface SignInOrigin {
  ip: string;
  userAgent: string | null;
}

/**
 * Remembers the device of a sign-in that passed its second factor: stores the SHA-256 of a new random
 * token (the same strength as a refresh token) and returns the token, shown once to the client.
 */
export async function rememberTrustedDevice(
  db: DbOrTx,
  input: { userId: string; meta: SignInOrigin; now: Date },
): Promise<string> {
  const token = generateRefreshToken();
  const device = describeUserAgent(input.meta.userAgent);
  await db.insert(trustedDevices).values({
    userId: input.userId,
    deviceHash: hashToken(token),
    name: device.name,
    type: device.type,
    browser: device.browser,
    ipAddress: input.meta.ip,
    createdAt: input.now,
    lastUsedAt: input.now,
    expiresAt: new Date(input.now.getTime() + TRUSTED_DEVICE_DAYS * DAY_MS),
  });
  return token;
}

/**
 * True when `token` names an unexpired trusted device of this user; records its use. A device of another
 * user, an expired one or a removed one never matches.
 */
export async function useTrustedDevice(
  db: DbOrTx,
  input: { userId: string; token: string; ip: string; now: Date },
): Promise<boolean> {
  const used = await db
    .update(trustedDevices)
    .set({ lastUsedAt: input.now, ipAddress: input.ip })
    .where(
      and(
        eq(trustedDevices.userId, input.userId),
        eq(trustedDevices.deviceHash, hashToken(input.token)),
        gt(trustedDevices.expiresAt, input.now),
      ),
    )
    .returning({ id: trustedDevices.id });
  return used.length > 0;
}
