import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db';
import type { TestDatabase } from '../../../test/db';
import { buildUser } from '../../../test/factories';
import type { Db } from '../../db/client';
import { userPreferences } from '../../db/schema/preferences';
import { providerTeamRecipients, userEmailLanguage } from './recipients';

/** A user whose account-area preferences (the `user_preferences` row) hold `preferences`. */
async function userWithPreferences(
  db: Db,
  preferences: Record<string, unknown> | null,
  role?: 'super_admin',
) {
  const user = await buildUser(db, role ? { role } : {});
  if (preferences) await db.insert(userPreferences).values({ userId: user.id, preferences });
  return user;
}

describe('mail recipients', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('the provider team is every active, non-deleted super admin, each in their language', async () => {
    const db = database.db;
    const arabic = await userWithPreferences(db, { language: 'ar' }, 'super_admin');
    const english = await buildUser(db, { role: 'super_admin' });
    await buildUser(db, { role: 'super_admin', isActive: false });
    await buildUser(db, { role: 'super_admin', deletedAt: new Date() });
    await buildUser(db, { role: 'admin' });

    const recipients = await providerTeamRecipients(db);
    expect(recipients).toHaveLength(2);
    expect(recipients).toEqual(
      expect.arrayContaining([
        { userId: arabic.id, email: arabic.email, language: 'ar' },
        { userId: english.id, email: english.email, language: 'en' },
      ]),
    );
  });

  it.each([
    [{ language: 'ar' }, 'ar'],
    [{ language: 'en', theme: 'dark' }, 'en'],
    [{ language: 'fr' }, 'en'],
    [{ language: 7 }, 'en'],
    [{ theme: 'dark' }, 'en'],
    [null, 'en'],
  ] as const)('preferences %j write e-mails in %s', async (preferences, expected) => {
    const user = await userWithPreferences(database.db, preferences);
    expect(await userEmailLanguage(database.db, user.id)).toBe(expected);
  });

  it('an unknown user reads English', async () => {
    expect(await userEmailLanguage(database.db, randomUUID())).toBe('en');
  });
});
