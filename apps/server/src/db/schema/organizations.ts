import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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
    /** The customer's tax registration number (VAT/TRN), printed on its invoices when given. */
    taxId: text(),
    logo: text(),
    status: organizationStatusEnum().notNull().default('pending'),
    approvedBy: uuid().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    approvedAt: timestamptz(),
    rejectionReason: text(),
    isActive: boolean().notNull().default(true),
    /** Confidence at or above which monitoring raises an alert (ADR 019), 70-100. */
    monitoringThreshold: integer().notNull().default(80),
    /** Set by an owner: every member must sign in with two-factor (set up at their next sign-in). */
    requireTwoFactor: boolean().notNull().default(false),
    /**
     * Set by an owner (issue 27 §4): a member's session ends this long after sign-in, and after this long
     * without use. Null keeps the product default (packages/contracts SESSION_POLICY_DEFAULTS).
     */
    sessionLifetimeMinutes: integer(),
    sessionIdleMinutes: integer(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.status, t.createdAt),
    // Two applications under one name (any case) would make approval ambiguous; the sign-up answers 409.
    uniqueIndex('organizations_name_lower_unique').on(sql`lower(${t.name})`),
  ],
);

/** Messages sent from the public contact form; also e-mailed to the provider team. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text().notNull(),
    email: text().notNull(),
    organization: text(),
    message: text().notNull(),
    ipAddress: text(),
    userAgent: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.createdAt)],
);

/**
 * Invitations to join an organisation. Only the SHA-256 hash of the link's token is stored; a link is
 * single use (`acceptedAt`), can be revoked (`revokedAt`) and expires after 7 days.
 */
export const organizationInvitations = pgTable(
  'organization_invitations',
  {
    id: id(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Trimmed and lower-cased. */
    email: text().notNull(),
    /** admin | member (an owner is never invited: ownership is handed over by changing roles). */
    role: text().notNull(),
    tokenHash: text().notNull().unique(),
    invitedBy: uuid().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    expiresAt: timestamptz().notNull(),
    acceptedAt: timestamptz(),
    acceptedBy: uuid().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    revokedAt: timestamptz(),
    /** Personal limits the inviter set; null: the plan's monthly allowance at acceptance (issue 23 §5). */
    maxSearchesPerDay: integer(),
    maxSearchesPerMonth: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.organizationId, t.createdAt),
    // One open invitation per address and organisation; a new one replaces (revokes) the old.
    uniqueIndex('organization_invitations_open_unique')
      .on(t.organizationId, t.email)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
  ],
);
