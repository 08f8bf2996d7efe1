import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { SSO_DEFAULT_ROLES } from '@sanctions/contracts';
import { createdAt, id, timestamptz, updatedAt } from './columns';
import { organizations } from './organizations';
import { users } from './users';

/**
 * An organisation's OpenID Connect provider (one per organisation, issue 27 §1). `clientSecret` is sealed
 * with the server's secret box (ADR 013) under `organization_sso.client_secret:<organization id>`.
 */
export const organizationSsoProviders = pgTable('organization_sso_providers', {
  id: id(),
  organizationId: uuid()
    .notNull()
    .unique()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  issuerUrl: text().notNull(),
  clientId: text().notNull(),
  clientSecret: text().notNull(),
  defaultRole: text({ enum: SSO_DEFAULT_ROLES }).notNull().default('member'),
  /** Passwords no longer sign in the members of its domains, except owners with two-factor. */
  requireSso: boolean().notNull().default(false),
  updatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * The e-mail domains a provider serves. The primary key makes a domain belong to one organisation at
 * most; `provedBy` is the verified owner whose address in the domain admitted it.
 */
export const organizationSsoDomains = pgTable(
  'organization_sso_domains',
  {
    domain: text().primaryKey(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    provedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.organizationId)],
);

/**
 * One started single sign-on (the OAuth `state`), kept until the provider redirects back: the PKCE code
 * verifier (sealed, context `sso_login_states.code_verifier:<id>`) and the nonce. Only the SHA-256 of the
 * state is stored; `usedAt` makes it single-use and `expiresAt` short-lived.
 */
export const ssoLoginStates = pgTable(
  'sso_login_states',
  {
    id: id(),
    stateHash: text().notNull().unique(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The address typed on the sign-in page (audit only; the provider's answer decides the account). */
    email: text().notNull(),
    codeVerifier: text().notNull(),
    nonce: text().notNull(),
    expiresAt: timestamptz().notNull(),
    usedAt: timestamptz(),
    ipAddress: text(),
    userAgent: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.expiresAt)],
);
