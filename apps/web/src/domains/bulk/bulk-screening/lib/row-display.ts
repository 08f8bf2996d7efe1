import type { BulkRow } from '@sanctions/contracts';

/** The name a row was screened by: first and last name, else the Arabic name, else `noName`. */
export function rowName(
  row: Pick<BulkRow, 'firstName' | 'lastName' | 'arabicName'>,
  noName: string,
): string {
  const latin = [row.firstName, row.lastName].filter((part) => part.trim() !== '').join(' ');
  if (latin !== '') return latin;
  // An invalid row may have no name at all; a blank cell reads as a display fault.
  return row.arabicName.trim() !== '' ? row.arabicName : noName;
}

/** The best match's list name, or null for a row without matches. */
export function topMatchName(row: Pick<BulkRow, 'matches'>): string | null {
  return row.matches[0]?.sanctionEntry.fullName ?? null;
}
