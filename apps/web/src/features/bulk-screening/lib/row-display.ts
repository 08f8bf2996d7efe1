import type { BulkRow } from '@sanctions/contracts';

/** The name a row was screened by: first and last name, else the Arabic name. */
export function rowName(row: Pick<BulkRow, 'firstName' | 'lastName' | 'arabicName'>): string {
  const latin = [row.firstName, row.lastName].filter((part) => part !== '').join(' ');
  return latin !== '' ? latin : row.arabicName;
}

/** The best match's list name, or null for a row without matches. */
export function topMatchName(row: Pick<BulkRow, 'matches'>): string | null {
  return row.matches[0]?.sanctionEntry.fullName ?? null;
}
