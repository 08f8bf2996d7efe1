import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { userPreferences } from '../../../db/schema/preferences';
import { users } from '../../../db/schema/users';
import type { EmailLanguage } from '../../../lib/mail/email-messages';
import { emailLanguageOf } from '../../../lib/mail/recipients';

export interface BillingRecipient {
  userId: string;
  email: string;
  firstName: string;
  language: EmailLanguage;
}

/**
 * Who hears about an organisation's billing: its active owners and admins (members do not manage
 * money), each with the language to write to them in.
 */
export async function organizationBillingRecipients(
  db: DbOrTx,
  organizationId: string,
): Promise<BillingRecipient[]> {
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      preferences: userPreferences.preferences,
    })
    .from(users)
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(
      and(
        eq(users.organizationId, organizationId),
        inArray(users.organizationRole, ['owner', 'admin']),
        eq(users.isActive, true),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(asc(users.createdAt));
  return rows.map(({ preferences, ...recipient }) => ({
    ...recipient,
    language: emailLanguageOf(preferences),
  }));
}
