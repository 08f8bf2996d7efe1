import { boolean, index, jsonb, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz, updatedAt } from './columns';
import { users } from './users';

export const ORGANIZATION_STATUSES = ['pending', 'approved', 'rejected', 'suspended'] as const;
export const organizationStatusEnum = pgEnum('organization_status', ORGANIZATION_STATUSES);

/** Postal address as the sign-up payload sends it; every part may be empty. */
export interface OrganizationAddress {
  street?: string;
  city?: string;
  state?: string;
  country?: string;
  zipCode?: string;
}

/** A customer organisation; self-service sign-up creates it `pending` until a super admin approves it. */
export const organizations = pgTable(
  'organizations',
  {
    id: id(),
    name: text().notNull(),
    displayName: text().notNull(),
    description: text(),
    industry: text(),
    contactEmail: text().notNull(),
    contactPhone: text(),
    address: jsonb().$type<OrganizationAddress>(),
    website: text(),
    logo: text(),
    status: organizationStatusEnum().notNull().default('pending'),
    approvedBy: uuid().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    approvedAt: timestamptz(),
    rejectionReason: text(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.status, t.createdAt)],
);
