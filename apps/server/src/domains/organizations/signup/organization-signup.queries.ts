import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { organizationSubscriptions, subscriptionPlans } from '../../../db/schema/billing';
import { organizations } from '../../../db/schema/organizations';
import { userPreferences } from '../../../db/schema/preferences';
import { users } from '../../../db/schema/users';

export type PlanRow = typeof subscriptionPlans.$inferSelect;
export type OrganizationRow = typeof organizations.$inferSelect;
export type UserRow = typeof users.$inferSelect;

export async function findActivePlanByName(db: DbOrTx, name: string): Promise<PlanRow | undefined> {
  const [plan] = await db
    .select()
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.name, name), eq(subscriptionPlans.isActive, true)))
    .limit(1);
  return plan;
}

/** Any account with the address, deleted ones too: the unique index on `users.email` counts them all. */
export async function hasAccountWithEmail(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row !== undefined;
}

/** Same test as the unique index `organizations_name_lower_unique`. */
export async function hasOrganizationNamed(db: DbOrTx, name: string): Promise<boolean> {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(sql`lower(${organizations.name}) = lower(${name})`)
    .limit(1);
  return row !== undefined;
}

export async function insertOrganization(
  db: DbOrTx,
  values: typeof organizations.$inferInsert,
): Promise<OrganizationRow> {
  const [row] = await db.insert(organizations).values(values).returning();
  if (!row) throw new Error('Insert into organizations returned no row');
  return row;
}

export async function insertSubscription(
  db: DbOrTx,
  values: typeof organizationSubscriptions.$inferInsert,
): Promise<void> {
  await db.insert(organizationSubscriptions).values(values);
}

export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('Insert into users returned no row');
  return row;
}

/** The account area's stored preferences, started with the wizard's language. */
export async function insertPreferences(
  db: DbOrTx,
  values: typeof userPreferences.$inferInsert,
): Promise<void> {
  await db.insert(userPreferences).values(values);
}
