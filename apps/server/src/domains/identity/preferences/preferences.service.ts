import { eq } from 'drizzle-orm';
import { DEFAULT_PREFERENCES, mergePreferences, resolvePreferences } from '@sanctions/contracts';
import type { Preferences, UpdatePreferencesBody } from '@sanctions/contracts';
import type { Db, DbOrTx } from '../../../db/client';
import { userPreferences } from '../../../db/schema/preferences';

/** The user's preferences; defaults for an account that never saved any. */
export async function readPreferences(db: DbOrTx, userId: string): Promise<Preferences> {
  const [row] = await db
    .select({ preferences: userPreferences.preferences })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId))
    .limit(1);
  return resolvePreferences(row?.preferences);
}

async function storePreferences(
  db: DbOrTx,
  userId: string,
  preferences: Preferences,
  now: Date,
): Promise<void> {
  await db
    .insert(userPreferences)
    .values({ userId, preferences, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { preferences, updatedAt: now } });
}

/** Saves one changed group and returns the whole preferences object. */
export async function updatePreferences(
  db: Db,
  userId: string,
  body: UpdatePreferencesBody,
  now: Date,
): Promise<Preferences> {
  // The row lock keeps two quick group updates (theme, then language) from overwriting each other.
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ preferences: userPreferences.preferences })
      .from(userPreferences)
      .where(eq(userPreferences.userId, userId))
      .for('update')
      .limit(1);
    const next = mergePreferences(resolvePreferences(row?.preferences), body);
    await storePreferences(tx, userId, next, now);
    return next;
  });
}

/** Back to the defaults. */
export async function resetPreferences(
  db: DbOrTx,
  userId: string,
  now: Date,
): Promise<Preferences> {
  await storePreferences(db, userId, DEFAULT_PREFERENCES, now);
  return DEFAULT_PREFERENCES;
}
