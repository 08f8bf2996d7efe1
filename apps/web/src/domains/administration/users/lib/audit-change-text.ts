import type { Role } from '@sanctions/contracts';
import { ROLES } from '@sanctions/contracts';

/** Fields an audit row may name, with their label keys in users.json. */
export const AUDIT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'role',
  'isActive',
  'maxSearchesPerDay',
  'maxSearchesPerMonth',
  'notes',
  'deletedAt',
] as const;
export type AuditField = (typeof AUDIT_FIELDS)[number];

export function isAuditField(value: string): value is AuditField {
  return AUDIT_FIELDS.some((field) => field === value);
}

export function isRole(value: unknown): value is Role {
  return ROLES.some((role) => role === value);
}

/** One changed field of an audit row: the field and its values before and after. */
export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** The changes an audit row records, in the order the fields appear after the change. */
export function auditChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditChange[] {
  if (after === null) return [];
  return Object.keys(after).map((field) => ({
    field,
    before: before?.[field] ?? null,
    after: after[field],
  }));
}
