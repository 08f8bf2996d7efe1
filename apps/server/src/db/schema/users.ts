import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { ORGANIZATION_ROLES, ROLES } from '@sanctions/contracts';
import type { NotificationMessageParams } from '@sanctions/contracts';
import { createdAt, id, timestamptz, updatedAt } from './columns';
import { organizations } from './organizations';

export const roleEnum = pgEnum('role', ROLES);
export const organizationRoleEnum = pgEnum('organization_role', ORGANIZATION_ROLES);

/**
 * Accounts. `email` is stored trimmed and lower-cased by the code that writes it, so the plain unique
 * constraint is case-insensitive in effect. Deactivation and deletion are soft (`isActive`, `deletedAt`):
 * search history must survive for the audit trail.
 */
export const users = pgTable(
  'users',
  {
    id: id(),
    organizationId: uuid().references(() => organizations.id, { onDelete: 'set null' }),
    email: text().notNull().unique(),
    /** Argon2id hash (PHC string); never the plain password. */
    password: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    role: roleEnum().notNull().default('user'),
    organizationRole: organizationRoleEnum().notNull().default('member'),
    isActive: boolean().notNull().default(true),
    isVerified: boolean().notNull().default(false),
    maxSearchesPerDay: integer().notNull().default(10),
    maxSearchesPerMonth: integer().notNull().default(100),
    notes: text(),
    /** Set when an admin issued a temporary password: the user must choose a new one at next sign-in. */
    mustChangePassword: boolean().notNull().default(false),
    passwordChangedAt: timestamptz(),
    /** The preferences object of the account area (theme, language, notification and search defaults). */
    preferences: jsonb().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastLoginAt: timestamptz(),
    deletedAt: timestamptz(),
  },
  (t) => [index().on(t.organizationId), index().on(t.role)],
);

/** Legacy server-side session store of the original product (connect-pg-simple layout); kept for parity. */
export const userSessions = pgTable(
  'user_sessions',
  {
    sid: text().primaryKey(),
    sess: jsonb().notNull(),
    expire: timestamptz().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.expire)],
);

/**
 * One-time reset links. Only the SHA-256 hash of the token is stored (spec field `token`), so a
 * database leak does not hand out working links.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    email: text().notNull(),
    expiresAt: timestamptz().notNull(),
    usedAt: timestamptz(),
    ipAddress: text(),
    userAgent: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId)],
);

/** E-mail verification links; token stored hashed like the reset tokens. */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    email: text().notNull(),
    expiresAt: timestamptz().notNull(),
    verifiedAt: timestamptz(),
    ipAddress: text(),
    userAgent: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId)],
);

/** A backup code: only its hash is kept; `usedAt` marks it spent. */
export interface StoredBackupCode {
  hash: string;
  usedAt: string | null;
}

/** TOTP second factor, one row per user. */
export const userTwoFactor = pgTable('user_two_factor', {
  id: id(),
  userId: uuid()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text().notNull(),
  backupCodes: jsonb().$type<StoredBackupCode[]>().notNull().default([]),
  isEnabled: boolean().notNull().default(false),
  enabledAt: timestamptz(),
  lastUsedAt: timestamptz(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Every sign-in attempt, successful or not (spec `timestamp` = `createdAt`); feeds lockout and security events. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: id(),
    email: text().notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    ipAddress: text(),
    success: boolean().notNull(),
    failureReason: text(),
    userAgent: text(),
    /** The spec's `x-device-fingerprint` header ('browser-' + first 50 characters of the user agent). */
    deviceFingerprint: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.email, t.createdAt),
    index().on(t.ipAddress, t.createdAt),
    index().on(t.userId, t.createdAt),
  ],
);

/**
 * Append-only audit trail. `userId` is the account the event concerns (its activity log);
 * `actorId` is who acted when that differs (an admin resetting a password).
 */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: id(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    organizationId: uuid().references(() => organizations.id, { onDelete: 'set null' }),
    action: text().notNull(),
    success: boolean().notNull().default(true),
    details: jsonb().$type<Record<string, unknown>>(),
    ipAddress: text(),
    userAgent: text(),
    createdAt: createdAt(),
    /**
     * Tamper-evident chain (ADR 037): the BEFORE INSERT trigger `audit_logs_chain` always overwrites these
     * four, so the defaults are placeholders that only a row written with the trigger switched off keeps
     * (and the verification then reports). `chainKey` is the organisation id, or `staff` for rows without
     * one; `chainPosition` counts from 1 in each chain; `rowHash` is the SHA-256 (hex) of the row's
     * canonical content, which includes `previousHash`.
     */
    chainKey: text().notNull().default(''),
    chainPosition: bigint({ mode: 'number' }).notNull().default(0),
    previousHash: text(),
    rowHash: text().notNull().default(''),
  },
  (t) => [
    index().on(t.userId, t.createdAt),
    index().on(t.action, t.createdAt),
    index().on(t.createdAt),
    index().on(t.chainKey, t.createdAt),
    // Created by the custom migration 0018 (0017 backfills first) once the backfill has numbered the existing rows.
    uniqueIndex().on(t.chainKey, t.chainPosition),
  ],
);

/**
 * The newest link of each audit chain, written only by the `audit_logs_chain` trigger: locking this row
 * serialises the inserts of one chain across connections, and it records the end of the chain, so rows
 * deleted from the end are found too (ADR 037).
 */
export const auditChainHeads = pgTable('audit_chain_heads', {
  chainKey: text().primaryKey(),
  lastPosition: bigint({ mode: 'number' }).notNull().default(0),
  lastHash: text(),
  updatedAt: updatedAt(),
});

/**
 * Rotating opaque refresh tokens, stored hashed. All tokens of one sign-in share `familyId`:
 * presenting a rotated token again revokes the whole family (token theft detection).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid().notNull(),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamptz().notNull(),
    rotatedAt: timestamptz(),
    revokedAt: timestamptz(),
    revokedReason: text(),
    ipAddress: text(),
    userAgent: text(),
    deviceFingerprint: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId), index().on(t.familyId)],
);

export const DEVICE_TYPES = ['mobile', 'tablet', 'other'] as const;
export const deviceTypeEnum = pgEnum('device_type', DEVICE_TYPES);

/** Devices on which a user ticked "remember this device" (2FA skipped until `expiresAt`). */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceHash: text().notNull(),
    name: text().notNull(),
    type: deviceTypeEnum().notNull().default('other'),
    browser: text(),
    ipAddress: text(),
    createdAt: createdAt(),
    lastUsedAt: timestamptz(),
    expiresAt: timestamptz().notNull(),
  },
  (t) => [uniqueIndex().on(t.userId, t.deviceHash)],
);

/** Programmatic access keys; only a hash and a short display prefix are kept. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid().references(() => organizations.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    prefix: text().notNull(),
    keyHash: text().notNull().unique(),
    /** Last four characters of the key, for display beside the prefix. */
    last4: text().notNull().default(''),
    scopes: jsonb().$type<string[]>().notNull().default([]),
    /** Requests per minute this key may make (429 with Retry-After beyond it). */
    rateLimitPerMinute: integer().notNull().default(60),
    lastUsedAt: timestamptz(),
    expiresAt: timestamptz(),
    revokedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId)],
);

/**
 * Requests of an API key per minute window: the rate limit is one atomic upsert-and-compare on this row
 * (ADR 014's rule), so it holds across processes and instances.
 */
export const apiKeyRateWindows = pgTable(
  'api_key_rate_windows',
  {
    apiKeyId: uuid()
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    windowStart: timestamptz().notNull(),
    requestCount: integer().notNull().default(0),
  },
  (t) => [uniqueIndex().on(t.apiKeyId, t.windowStart)],
);

export const NOTIFICATION_TYPES = ['info', 'success', 'warning', 'error'] as const;
export const notificationTypeEnum = pgEnum('notification_type', NOTIFICATION_TYPES);

/** In-app notifications of the header dropdown. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    message: text().notNull(),
    type: notificationTypeEnum().notNull().default('info'),
    isRead: boolean().notNull().default(false),
    actionLabel: text(),
    actionHref: text(),
    /** Stable text key (contracts' `notificationMessageSchema`) so clients can translate; null on old rows. */
    messageKey: text(),
    messageParams: jsonb().$type<NotificationMessageParams>(),
    /**
     * The organisation whose records the notice is about (a bulk job, a monitoring alert, its billing);
     * null for the account's own notices. Shown only while the user belongs to it, and deleted when they
     * are removed from it (issue 24 §3).
     */
    organizationId: uuid().references(() => organizations.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.userId, t.createdAt),
    index()
      .on(t.userId)
      .where(sql`${t.isRead} = false`),
  ],
);

export const EMAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export const emailStatusEnum = pgEnum('email_status', EMAIL_STATUSES);

/**
 * Every e-mail the platform sends. Without SMTP the message stays here (`pending`) for a super admin to
 * read; with SMTP it records delivery (`sent` / `failed` with the error).
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    /** Which message this is, e.g. `password-reset`, `organization-approved`. */
    template: text().notNull(),
    status: emailStatusEnum().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    /** Earliest time of the next delivery attempt (backoff after a failure). */
    nextAttemptAt: timestamptz().notNull().defaultNow(),
    /** A worker claimed the message until then; a crashed worker's claim simply runs out. */
    lockedUntil: timestamptz(),
    sentAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.status, t.nextAttemptAt)],
);
