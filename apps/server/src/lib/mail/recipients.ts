import { and, asc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { userPreferences } from '../../db/schema/preferences';
import { users } from '../../db/schema/users';
import type { EmailLanguage } from './email-messages';

const languagePreference = z.object({ language: z.string() });

/** The e-mail language of a stored preferences object: Arabic when it says `ar`, otherwise English. */
export function emailLanguageOf(preferences: unknown): EmailLanguage {
  const parsed = languagePreference.safeParse(preferences);
  return parsed.success && parsed.data.language === 'ar' ? 'ar' : 'en';
}

/** The provider team: every active, non-deleted super admin, with the language to write to each in. */
export async function providerTeamRecipients(
  db: DbOrTx,
): Promise<{ userId: string; email: string; language: EmailLanguage }[]> {
  const rows = await db
    .select({ userId: users.id, email: users.email, preferences: userPreferences.preferences })
    .from(users)
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(and(eq(users.role, 'super_admin'), eq(users.isActive, true), isNull(users.deletedAt)))
    .orderBy(asc(users.createdAt));
  return rows.map(({ userId, email, preferences }) => ({
    userId,
    email,
    language: emailLanguageOf(preferences),
  }));
}

/**
 * The language a user's e-mails are written in: the account area's language preference (the
 * `user_preferences` row); English when unset or unknown.
 */
export async function userEmailLanguage(db: DbOrTx, userId: string): Promise<EmailLanguage> {
  const [row] = await db
    .select({ preferences: userPreferences.preferences })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId));
  return emailLanguageOf(row?.preferences);
}
