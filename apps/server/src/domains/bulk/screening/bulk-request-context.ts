import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { userPreferences } from '../../../db/schema/preferences';

/**
 * The language of the job's notification and reports: the user's saved preference when it is English
 * or Arabic, else the request's Accept-Language, else English.
 */
export async function jobLocaleOf(
  db: DbOrTx,
  userId: string,
  acceptLanguage: string | undefined,
): Promise<'en' | 'ar'> {
  const [row] = await db
    .select({ preferences: userPreferences.preferences })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId))
    .limit(1);
  const saved = row?.preferences.language;
  if (saved === 'ar' || saved === 'en') return saved;
  return acceptLanguage?.trim().toLowerCase().startsWith('ar') ? 'ar' : 'en';
}
