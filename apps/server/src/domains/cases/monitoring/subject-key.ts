import { createHash } from 'node:crypto';
import { normalizeName } from '@sanctions/screening';
import type { SubjectType } from '@sanctions/contracts';

/** The search fields that make "the same subject" (ADR 019). */
export interface SubjectKeyFields {
  subjectType: SubjectType;
  firstName: string;
  lastName: string;
  arabicName: string;
  dateOfBirth?: string | null | undefined;
  nationality?: string | null | undefined;
}

/**
 * SHA-256 of the subject's search fields normalised as the engine reads them (case, spaces, diacritics,
 * Arabic letter forms), so a single search or a bulk row typed a little differently from the monitored
 * subject is still the same subject for the whitelist, while another name, birth date or nationality is not.
 */
export function subjectKeyOf(fields: SubjectKeyFields): string {
  const canonical = [
    fields.subjectType,
    nameKey(fields.firstName),
    nameKey(fields.lastName),
    nameKey(fields.arabicName),
    (fields.dateOfBirth ?? '').trim(),
    (fields.nationality ?? '').trim().toLowerCase(),
  ].join('\u001f');
  return createHash('sha256').update(canonical).digest('hex');
}

function nameKey(name: string): string {
  const trimmed = name.trim();
  return trimmed === '' ? '' : normalizeName(trimmed).join(' ');
}
