import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { PASSWORD_SPECIAL_CHARACTERS } from '@sanctions/contracts';
import { hashPassword } from '../lib/password';
import type { Db } from './client';
import { PLAN_SEEDS } from './seed-plans';
import { paymentMethods, subscriptionPlans } from './schema/billing';
import { users } from './schema/users';

/** Search limits of the seeded super admin (staff, not a customer). */
const SUPER_ADMIN_SEARCHES_PER_DAY = 1_000;
const SUPER_ADMIN_SEARCHES_PER_MONTH = 30_000;
export const DEFAULT_ADMIN_EMAIL = 'admin@localhost';

export interface SeedOptions {
  adminEmail?: string;
  adminPassword?: string;
}

export interface SeedResult {
  /** Set when this run created the first super admin. */
  createdAdmin?: {
    email: string;
    /** Only when no ADMIN_PASSWORD was given: shown once to the operator, never stored in clear. */
    generatedPassword?: string;
  };
  /** Plan names inserted by this run (empty when they already existed). */
  createdPlans: string[];
}

/**
 * First-start data, safe to run on every start: the subscription plans, the cash payment method and,
 * while no super admin exists, the first super admin. Existing rows are never changed, so edits made
 * through the admin screens survive restarts; the one exception fills plan columns added later that still
 * hold their empty default (see {@link backfillPlanFeatures}).
 */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const createdPlans = await db
    .insert(subscriptionPlans)
    .values([...PLAN_SEEDS])
    .onConflictDoNothing({ target: subscriptionPlans.name })
    .returning({ name: subscriptionPlans.name });
  await backfillPlanFeatures(db);

  const [cash] = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(eq(paymentMethods.type, 'cash'))
    .limit(1);
  if (!cash) await db.insert(paymentMethods).values({ name: 'Cash at the office', type: 'cash' });

  const createdAdmin = await seedSuperAdmin(db, options);
  return {
    createdPlans: createdPlans.map((plan) => plan.name),
    ...(createdAdmin ? { createdAdmin } : {}),
  };
}

/**
 * Plans seeded before migration 0003 got its column defaults: no Arabic highlights and no feature flags.
 * Each column is filled from the seed only while it still holds that empty default, so a value a super
 * admin set is never overwritten. The Arabic highlights are filled only while the English ones are still
 * the seeded list: a translation of other highlights would not match them.
 */
async function backfillPlanFeatures(db: Db): Promise<void> {
  for (const seed of PLAN_SEEDS) {
    const isSeededPlan = eq(subscriptionPlans.name, seed.name);
    await db
      .update(subscriptionPlans)
      .set({ featureFlags: seed.featureFlags })
      .where(and(isSeededPlan, sql`${subscriptionPlans.featureFlags} = '{}'::jsonb`));
    await db
      .update(subscriptionPlans)
      .set({ featuresAr: seed.featuresAr })
      .where(
        and(
          isSeededPlan,
          sql`${subscriptionPlans.featuresAr} = '[]'::jsonb`,
          sql`${subscriptionPlans.features} = ${JSON.stringify(seed.features)}::jsonb`,
        ),
      );
  }
}

async function seedSuperAdmin(db: Db, options: SeedOptions): Promise<SeedResult['createdAdmin']> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'super_admin'))
    .limit(1);
  if (existing) return undefined;

  const email = (options.adminEmail ?? DEFAULT_ADMIN_EMAIL).trim().toLowerCase();
  const generatedPassword = options.adminPassword ? undefined : generatePassword();
  const password = await hashPassword(options.adminPassword ?? generatedPassword ?? '');
  const inserted = await db
    .insert(users)
    .values({
      email,
      password,
      firstName: 'Super',
      lastName: 'Admin',
      role: 'super_admin',
      isActive: true,
      isVerified: true,
      // The provider's own first account screens for support and checks all day: the customer
      // defaults (10 a day, 100 a month) would lock it out by mid-morning.
      maxSearchesPerDay: SUPER_ADMIN_SEARCHES_PER_DAY,
      maxSearchesPerMonth: SUPER_ADMIN_SEARCHES_PER_MONTH,
    })
    // Another instance starting at the same moment may have created it: then this one does nothing.
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (inserted.length === 0) return undefined;
  return { email, ...(generatedPassword ? { generatedPassword } : {}) };
}

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';

/** 20 random characters meeting the strong password rule (upper, lower, digit, one of @$!%*?&). */
export function generatePassword(length = 20): string {
  const pick = (alphabet: string) => alphabet.charAt(randomInt(alphabet.length));
  const all = LOWER + UPPER + DIGITS;
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(PASSWORD_SPECIAL_CHARACTERS)];
  while (chars.length < length) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? ''];
  }
  return chars.join('');
}
