import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { OrganizationRole, Role } from '@sanctions/contracts';
import type { DbOrTx } from '../src/db/client';
import { PLAN_SEEDS } from '../src/db/seed-plans';
import { organizationSubscriptions, subscriptionPlans } from '../src/db/schema/billing';
import { organizations } from '../src/db/schema/organizations';
import { users } from '../src/db/schema/users';

/** Password every factory user gets unless told otherwise; meets the strong password rule. */
export const DEFAULT_TEST_PASSWORD = 'Correct-Horse-9!';

const unique = () => randomBytes(5).toString('hex');

export type UserRow = typeof users.$inferSelect;
export type OrganizationRow = typeof organizations.$inferSelect;

export interface BuildUserOptions extends Partial<
  Omit<typeof users.$inferInsert, 'password' | 'role'>
> {
  role?: Role;
  organizationRole?: OrganizationRole;
  /** Plain password; hashed with the real Argon2id before insert. */
  password?: string;
}

/**
 * Factory users' passwords are hashed with real Argon2id at its lowest cost, as Devise and Django do for
 * test fixtures: at the product's cost (m = 19 MiB, t = 2) each hash and each sign-in's verification took
 * about 45 ms of CPU, a quarter of the server suite's (ADR 022, fourth addendum). Sign-in verifies these
 * rows through the product's own `verifyPassword`, which reads the cost from the hash; every hash the
 * product makes (sign-up, password change and reset, invitations, backup codes) keeps the product's cost,
 * and `password.test.ts` pins it.
 */
// Argon2id is the library's default algorithm, as in `lib/password.ts`; 8 KiB and one pass are its minimum.
const FIXTURE_ARGON2 = { memoryCost: 8, timeCost: 1, parallelism: 1 } as const;
export function fixturePasswordHash(password: string): Promise<string> {
  return hash(password, FIXTURE_ARGON2);
}

/** Inserts a real user (active, verified) and returns the row with the plain password used. */
export async function buildUser(
  db: DbOrTx,
  options: BuildUserOptions = {},
): Promise<UserRow & { plainPassword: string }> {
  const { password = DEFAULT_TEST_PASSWORD, role = 'user', ...rest } = options;
  const suffix = unique();
  const [row] = await db
    .insert(users)
    .values({
      email: `user-${suffix}@example.test`,
      firstName: 'Test',
      lastName: `User ${suffix}`,
      isVerified: true,
      ...rest,
      role,
      password: await fixturePasswordHash(password),
    })
    .returning();
  if (!row) throw new Error('buildUser: insert returned no row');
  return { ...row, plainPassword: password };
}

/** Inserts a real organization, approved and active unless overridden. */
export async function buildOrganization(
  db: DbOrTx,
  overrides: Partial<typeof organizations.$inferInsert> = {},
): Promise<OrganizationRow> {
  const suffix = unique();
  const [row] = await db
    .insert(organizations)
    .values({
      name: `org-${suffix}`,
      displayName: `Test Organization ${suffix}`,
      contactEmail: `contact-${suffix}@example.test`,
      status: 'approved',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('buildOrganization: insert returned no row');
  return row;
}

/** The seeded plan of that name, inserted from the seed data if the test database has none yet. */
export async function ensurePlan(db: DbOrTx, name: 'basic' | 'professional' | 'enterprise') {
  const seed = PLAN_SEEDS.find((plan) => plan.name === name);
  if (!seed) throw new Error(`ensurePlan: unknown plan ${name}`);
  await db
    .insert(subscriptionPlans)
    .values(seed)
    .onConflictDoNothing({ target: subscriptionPlans.name });
  const [plan] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, name));
  if (!plan) throw new Error(`ensurePlan: plan ${name} missing after insert`);
  return plan;
}

/** Inserts a custom plan (unique name) with a monthly search allowance, e.g. a tiny one to reach its limit. */
export async function buildPlan(
  db: DbOrTx,
  options: { displayName: string; maxSearchesPerMonth: number },
) {
  const [plan] = await db
    .insert(subscriptionPlans)
    .values({
      name: `${options.displayName.toLowerCase()}-${unique()}`,
      monthlyPrice: 100,
      yearlyPrice: 1_000,
      ...options,
    })
    .returning();
  if (!plan) throw new Error('buildPlan: insert returned no row');
  return plan;
}

/** Inserts a subscription of `organizationId` to plan `planName` (active, monthly unless overridden). */
export async function buildSubscription(
  db: DbOrTx,
  options: { organizationId: string; planName?: 'basic' | 'professional' | 'enterprise' } & Partial<
    typeof organizationSubscriptions.$inferInsert
  >,
) {
  const { planName = 'basic', ...rest } = options;
  const plan = await ensurePlan(db, planName);
  const [row] = await db
    .insert(organizationSubscriptions)
    .values({ status: 'active', billingCycle: 'monthly', ...rest, planId: rest.planId ?? plan.id })
    .returning();
  if (!row) throw new Error('buildSubscription: insert returned no row');
  return { subscription: row, plan };
}
