import { PLAN_FEATURE_KEYS, strongPasswordSchema } from '@sanctions/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { createTestDatabase } from '../../test/db';
import type { TestDatabase } from '../../test/db';
import { verifyPassword } from '../lib/password';
import { paymentMethods, subscriptionPlans } from './schema/billing';
import { users } from './schema/users';
import { DEFAULT_ADMIN_EMAIL, generatePassword, seedDatabase } from './seed';

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

const superAdmins = () => database.db.select().from(users).where(eq(users.role, 'super_admin'));

describe('seedDatabase', () => {
  it('creates the three plans of the spec with prices in cents and their limits', async () => {
    const result = await seedDatabase(database.db);
    expect(result.createdPlans.sort()).toEqual(['basic', 'enterprise', 'professional']);
    const plans = await database.db
      .select()
      .from(subscriptionPlans)
      .orderBy(asc(subscriptionPlans.sortOrder));
    expect(
      plans.map((plan) => [
        plan.name,
        plan.displayName,
        plan.monthlyPrice,
        plan.maxSearchesPerMonth,
        plan.isCustom,
      ]),
    ).toEqual([
      ['basic', 'Starter', 9_900, 250, false],
      ['professional', 'Professional', 29_900, 2_500, false],
      ['enterprise', 'Enterprise', 0, null, true],
    ]);
    const [basic, professional] = plans;
    // The sign-up wizard's "Save 17%": yearly is 10 monthly payments.
    expect(
      Math.round((1 - (basic?.yearlyPrice ?? 0) / ((basic?.monthlyPrice ?? 0) * 12)) * 100),
    ).toBe(17);
    expect(professional?.isPopular).toBe(true);
    expect(professional?.features).toContain('Bulk screening');
    expect(plans.every((plan) => plan.features.length >= 5)).toBe(true);
  });

  it('gives every plan its highlights in Arabic, one per English highlight, and all eight feature flags', async () => {
    await seedDatabase(database.db);
    const plans = await database.db
      .select()
      .from(subscriptionPlans)
      .orderBy(asc(subscriptionPlans.sortOrder));
    for (const plan of plans) {
      expect(plan.featuresAr).toHaveLength(plan.features.length);
      expect(plan.featuresAr.every((text) => /[\u0600-\u06FF]/.test(text))).toBe(true);
      expect(Object.keys(plan.featureFlags).sort()).toEqual([...PLAN_FEATURE_KEYS].sort());
    }
    const enabled = plans.map((plan) =>
      PLAN_FEATURE_KEYS.filter((key) => plan.featureFlags[key] === true),
    );
    expect(enabled).toEqual([
      ['sanctionsCheck', 'watchlistScreening', 'apiAccess'],
      PLAN_FEATURE_KEYS.filter((key) => key !== 'dedicatedSupport'),
      [...PLAN_FEATURE_KEYS],
    ]);
  });

  it('fills the Arabic highlights and flags of plans seeded before they existed, and only those', async () => {
    await seedDatabase(database.db);
    // As a database seeded before migration 0003 holds them: the new columns at their defaults.
    await database.db.update(subscriptionPlans).set({ featuresAr: [], featureFlags: {} });
    // A super admin edited the professional plan's flags and the enterprise plan's English highlights.
    await database.db
      .update(subscriptionPlans)
      .set({ featureFlags: { sanctionsCheck: true } })
      .where(eq(subscriptionPlans.name, 'professional'));
    await database.db
      .update(subscriptionPlans)
      .set({ features: ['Everything'] })
      .where(eq(subscriptionPlans.name, 'enterprise'));

    await seedDatabase(database.db);

    const byName = new Map(
      (await database.db.select().from(subscriptionPlans)).map((plan) => [plan.name, plan]),
    );
    expect(byName.get('basic')?.featureFlags.apiAccess).toBe(true);
    expect(byName.get('basic')?.featuresAr[0]).toBe('250 عملية بحث شهريًا');
    expect(byName.get('professional')?.featureFlags).toEqual({ sanctionsCheck: true });
    expect(byName.get('professional')?.featuresAr).toHaveLength(8);
    expect(byName.get('enterprise')?.featuresAr).toEqual([]);
    expect(byName.get('enterprise')?.featureFlags.dedicatedSupport).toBe(true);
  });

  it('creates admin@localhost with a generated strong password when no admin is configured', async () => {
    const result = await seedDatabase(database.db);
    const generated = result.createdAdmin?.generatedPassword;
    expect(result.createdAdmin?.email).toBe(DEFAULT_ADMIN_EMAIL);
    expect(strongPasswordSchema.safeParse(generated).success).toBe(true);
    const [admin] = await superAdmins();
    expect(admin).toMatchObject({ email: DEFAULT_ADMIN_EMAIL, isActive: true, isVerified: true });
    expect(admin?.password).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admin?.password ?? '', generated ?? '')).toBe(true);
  });

  it('uses ADMIN_EMAIL and ADMIN_PASSWORD when given, and prints no password', async () => {
    const result = await seedDatabase(database.db, {
      adminEmail: 'Compliance.Lead@Example.com',
      adminPassword: 'Given-Passw0rd!',
    });
    expect(result.createdAdmin).toEqual({ email: 'compliance.lead@example.com' });
    const [admin] = await superAdmins();
    expect(await verifyPassword(admin?.password ?? '', 'Given-Passw0rd!')).toBe(true);
  });

  it('is idempotent: a second start creates nothing and keeps admin edits', async () => {
    await seedDatabase(database.db);
    await database.db
      .update(subscriptionPlans)
      .set({ monthlyPrice: 12_900 })
      .where(eq(subscriptionPlans.name, 'basic'));
    const again = await seedDatabase(database.db, {
      adminEmail: 'other@example.com',
      adminPassword: 'Other-Passw0rd!',
    });
    expect(again).toEqual({ createdPlans: [] });
    expect(await superAdmins()).toHaveLength(1);
    expect(await database.db.select().from(subscriptionPlans)).toHaveLength(3);
    expect(await database.db.select().from(paymentMethods)).toHaveLength(1);
    const [basic] = await database.db
      .select()
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.name, 'basic'));
    expect(basic?.monthlyPrice).toBe(12_900);
  });

  it('does not take over an existing ordinary account with the admin e-mail', async () => {
    const existing = await buildUser(database.db, { email: 'taken@example.com', role: 'user' });
    const result = await seedDatabase(database.db, {
      adminEmail: 'taken@example.com',
      adminPassword: 'Other-Passw0rd!',
    });
    expect(result.createdAdmin).toBeUndefined();
    const [row] = await database.db.select().from(users).where(eq(users.id, existing.id));
    expect(row?.role).toBe('user');
  });
});

describe('generatePassword', () => {
  it('always meets the strong password rule', () => {
    const passwords = Array.from({ length: 200 }, () => generatePassword());
    expect(passwords.every((password) => strongPasswordSchema.safeParse(password).success)).toBe(
      true,
    );
    expect(new Set(passwords).size).toBe(passwords.length);
  });
});
