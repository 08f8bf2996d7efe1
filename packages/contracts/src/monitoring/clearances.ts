import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { ALERT_LIST_IDS } from '../list-ids';
import { SANCTION_LISTS } from '../search';
import { reasonField } from './alerts';
import { SUBJECT_TYPES } from './subjects';

/**
 * The whitelist of a scope (ADR 024, clearances): every approved false positive, with its state. `active`
 * suppresses (the cleared badge in searches and bulk rows, no new monitoring alert); `expired` passed its
 * expiry; `revoked` was withdrawn by two people. A clearance whose listed entry changed stops suppressing
 * too (ADR 019), whatever its state says.
 */
export const CLEARANCE_STATES = ['active', 'expired', 'revoked'] as const;
export type ClearanceState = (typeof CLEARANCE_STATES)[number];

/** Query of GET /api/v2/monitoring/clearances. */
export const listClearancesQuerySchema = z.object({
  /** Text in the subject's names or the listed entry's name or source id. */
  q: z.string().trim().max(200).optional(),
  sanctionList: z.enum(SANCTION_LISTS).optional(),
  state: z.enum(CLEARANCE_STATES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type ListClearancesQuery = z.infer<typeof listClearancesQuerySchema>;

const personRefSchema = z.object({ id: z.string().nullable(), name: z.string() });

export const clearanceRevocationSchema = z.object({
  id: z.uuid(),
  requestedBy: personRefSchema,
  requestedAt: z.string(),
  reason: z.string(),
  /** pending until a second person approves (the clearance is revoked) or rejects it. */
  status: z.enum(['pending', 'approved', 'rejected']),
  reviewedBy: personRefSchema.nullable(),
  reviewedAt: z.string().nullable(),
  reviewReason: z.string().nullable(),
});
export type ClearanceRevocation = z.infer<typeof clearanceRevocationSchema>;

export const clearanceSchema = z.object({
  id: z.uuid(),
  state: z.enum(CLEARANCE_STATES),
  subject: z.object({
    id: z.uuid(),
    subjectType: z.enum(SUBJECT_TYPES),
    displayName: z.string(),
    arabicName: z.string(),
    dateOfBirth: z.string().nullable(),
    nationality: z.string().nullable(),
  }),
  entry: z.object({
    /** A PEP source when a PEP alert was approved as a false positive. */
    sanctionList: z.enum(ALERT_LIST_IDS),
    sourceId: z.string(),
    fullName: z.string(),
    /** The entry's content hash when it was cleared: the clearance holds only while the entry has it. */
    contentHash: z.string(),
    /** False once the listed entry changed or left its list: the clearance no longer suppresses. */
    unchanged: z.boolean(),
  }),
  alertId: z.uuid(),
  decisionId: z.uuid(),
  /** Who proposed the false positive, and why. */
  proposedBy: personRefSchema,
  reason: z.string(),
  /** Who approved it (the second pair of eyes), when, and their reason. */
  approvedBy: personRefSchema,
  approvedAt: z.string(),
  approvalReason: z.string(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  /** The latest revocation request (pending, approved or rejected), if any. */
  revocation: clearanceRevocationSchema.nullable(),
  /** What the caller may do: review rights (expiry, approving a revocation) and asking for a revocation. */
  canEditExpiry: z.boolean(),
  canRequestRevocation: z.boolean(),
  canReviewRevocation: z.boolean(),
});
export type Clearance = z.infer<typeof clearanceSchema>;

export const clearanceListSchema = z.object({
  clearances: z.array(clearanceSchema),
  pagination: z.object({
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  }),
});
export type ClearanceList = z.infer<typeof clearanceListSchema>;
export const clearanceListResponseSchema = successEnvelope(clearanceListSchema);
export const clearanceResponseSchema = successEnvelope(z.object({ clearance: clearanceSchema }));

/** Body of PUT /api/v2/monitoring/clearances/{id}/expiry: a new expiry (null: none), with a reason. */
export const setClearanceExpiryRequestSchema = z.object({
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
  reason: reasonField,
});
export type SetClearanceExpiryRequest = z.infer<typeof setClearanceExpiryRequestSchema>;

/** Body of POST /api/v2/monitoring/clearances/{id}/revocations and of its approve/reject. */
export const clearanceReasonRequestSchema = z.object({ reason: reasonField });
export type ClearanceReasonRequest = z.infer<typeof clearanceReasonRequestSchema>;
