import { resolvePreferences } from '@sanctions/contracts';
import type { MonitoringDigest } from '@sanctions/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { userPreferences } from '../../../db/schema/preferences';
import { users } from '../../../db/schema/users';
import type { EmailLanguage } from '../../../lib/mail/email-messages';
import { findReviewers } from '../monitoring/reviewers';
import type { AlertScope } from '../monitoring/reviewers';

export interface Recipient {
  id: string;
  email: string;
  firstName: string;
  language: EmailLanguage;
  digest: MonitoringDigest;
}

async function preferencesOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ preferences: userPreferences.preferences })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId));
  return resolvePreferences(row?.preferences);
}

async function toRecipient(
  db: DbOrTx,
  user: { id: string; email: string; firstName: string },
): Promise<Recipient> {
  const preferences = await preferencesOf(db, user.id);
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    language: preferences.language === 'ar' ? 'ar' : 'en',
    digest: preferences.monitoringDigest,
  };
}

/** The scope's reviewers, plus `extraUserIds` (an assignee) when active; each once, without `exclude`. */
export async function recipientsOf(
  db: DbOrTx,
  scope: AlertScope,
  options: { extraUserIds?: (string | null)[]; exclude?: string | null } = {},
): Promise<Recipient[]> {
  const found = new Map<string, Recipient>();
  for (const reviewer of await findReviewers(db, scope))
    found.set(reviewer.id, await toRecipient(db, reviewer));
  for (const id of options.extraUserIds ?? []) {
    if (id === null || found.has(id)) continue;
    const [user] = await db
      .select({ id: users.id, email: users.email, firstName: users.firstName })
      .from(users)
      .where(and(eq(users.id, id), eq(users.isActive, true), isNull(users.deletedAt)));
    if (user) found.set(user.id, await toRecipient(db, user));
  }
  if (options.exclude) found.delete(options.exclude);
  return [...found.values()];
}

/** One user as a recipient (the maker of a decision), or null when the account is gone. */
export async function recipientById(db: DbOrTx, id: string | null): Promise<Recipient | null> {
  if (id === null) return null;
  const [user] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.id, id), eq(users.isActive, true), isNull(users.deletedAt)));
  return user ? toRecipient(db, user) : null;
}
