import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { boundedDate } from '../text';

/** The chain of the provider's staff and of every row without an organisation (ADR 037). */
export const STAFF_AUDIT_CHAIN = 'staff';

/** A chain's key in URLs: `staff`, or the id of the organisation whose chain it is. */
export const auditChainKeySchema = z.union([z.literal(STAFF_AUDIT_CHAIN), z.uuid()]);
export const auditChainParamsSchema = z.object({ chain: auditChainKeySchema });

export const AUDIT_TRAIL_MESSAGES = {
  ownersOnly: 'Only organization owners can view the audit trail',
  streamOwnersOnly: 'Only organization owners can stream the audit trail to an endpoint',
  chainNotFound: 'Audit trail not found',
  endBeforeStart: 'The end date must not be before the start date',
} as const;

/** One chain as the audit trail page lists it: whose it is and how long it is. */
export const auditChainSummarySchema = z.object({
  chain: auditChainKeySchema,
  /** The organisation's name; null for the staff chain. */
  organizationName: z.string().nullable(),
  rows: z.number().int().nonnegative(),
  lastAppendedAt: z.string().nullable(),
});
export type AuditChainSummary = z.infer<typeof auditChainSummarySchema>;

export const auditChainListReplySchema = successEnvelope(
  z.object({ chains: z.array(auditChainSummarySchema) }),
);

/**
 * What broke a chain, at the first row where it broke:
 * - `content-changed`: the row's content no longer hashes to its stored hash (a row edited in place);
 * - `link-broken`: the row's stored previous hash is not the stored hash of the row before it (a row edited
 *   and re-hashed, or rows swapped);
 * - `row-missing`: positions jump, a row was deleted (`position` is the first missing one);
 * - `end-missing`: the chain ends before the position its head records (rows deleted from the end).
 */
export const AUDIT_CHAIN_BREAKS = [
  'content-changed',
  'link-broken',
  'row-missing',
  'end-missing',
] as const;
export type AuditChainBreakKind = (typeof AUDIT_CHAIN_BREAKS)[number];

export const auditChainBreakSchema = z.object({
  kind: z.enum(AUDIT_CHAIN_BREAKS),
  /** The row where the break shows; null when rows are missing from the end. */
  rowId: z.string().nullable(),
  position: z.number().int().positive(),
  expectedHash: z.string().nullable(),
  storedHash: z.string().nullable(),
});
export type AuditChainBreak = z.infer<typeof auditChainBreakSchema>;

export const auditChainVerificationSchema = z.object({
  chain: auditChainKeySchema,
  /** Rows verified intact: all of them when `intact`, else those before the first break. */
  rows: z.number().int().nonnegative(),
  /** The stored hash of the last row walked: a value to keep elsewhere and compare later. */
  lastHash: z.string().nullable(),
  verifiedAt: z.string(),
  intact: z.boolean(),
  firstBreak: auditChainBreakSchema.nullable(),
});
export type AuditChainVerification = z.infer<typeof auditChainVerificationSchema>;

export const auditChainVerificationReplySchema = successEnvelope(auditChainVerificationSchema);

export const AUDIT_EXPORT_FORMATS = ['jsonl', 'csv'] as const;
export type AuditExportFormat = (typeof AUDIT_EXPORT_FORMATS)[number];

const isoDay = boundedDate('Use a date (YYYY-MM-DD)');

/** GET /api/v2/audit-trail/chains/:chain/export: an inclusive UTC day range. */
export const auditExportQuerySchema = z
  .object({
    format: z.enum(AUDIT_EXPORT_FORMATS).default('jsonl'),
    from: isoDay,
    to: isoDay,
  })
  .refine((query) => query.from <= query.to, {
    message: AUDIT_TRAIL_MESSAGES.endBeforeStart,
    path: ['to'],
  });
export type AuditExportQuery = z.infer<typeof auditExportQuerySchema>;

/**
 * One exported row (a JSON Lines line, a CSV row, the `data` of an `audit.appended` webhook): the row's
 * columns and its chain fields, so a receiver can re-check every link.
 */
export const auditTrailEntrySchema = z.object({
  id: z.string(),
  chain: auditChainKeySchema,
  position: z.number().int().positive(),
  previousHash: z.string().nullable(),
  hash: z.string(),
  createdAt: z.string(),
  organizationId: z.string().nullable(),
  userId: z.string().nullable(),
  actorId: z.string().nullable(),
  action: z.string(),
  success: z.boolean(),
  details: z.record(z.string(), z.unknown()).nullable(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type AuditTrailEntry = z.infer<typeof auditTrailEntrySchema>;
