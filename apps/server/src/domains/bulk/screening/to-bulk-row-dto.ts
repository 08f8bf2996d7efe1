import { z } from 'zod';
import {
  MATCH_TYPES,
  RISK_LEVELS,
  BULK_ROW_STATUSES,
  matchSchema,
  watchlistMatchSchema,
} from '@sanctions/contracts';
import type { BulkRow } from '@sanctions/contracts';
import type { BulkRowRecord } from './bulk-job.queries';

const storedRowSchema = z.object({
  status: z.enum(BULK_ROW_STATUSES),
  riskLevel: z.enum(RISK_LEVELS).nullable(),
  matchType: z.enum(MATCH_TYPES).nullable(),
  matches: z.array(matchSchema).nullable(),
  watchlistMatches: z.array(watchlistMatchSchema).nullable(),
});

/** A stored row as the API shows it; the stored evidence is checked against the match contract. */
export function toBulkRowDto(row: BulkRowRecord): BulkRow {
  const checked = storedRowSchema.parse(row);
  return {
    rowNumber: row.rowNumber,
    lineNumber: row.lineNumber,
    reference: row.reference,
    firstName: row.firstName,
    lastName: row.lastName,
    arabicName: row.arabicName,
    dateOfBirth: row.dateOfBirth,
    nationality: row.nationality,
    entityType: row.entityType,
    status: checked.status,
    invalidReason: row.invalidReason,
    matchesFound: row.matchesFound,
    topConfidence: row.topConfidence,
    riskLevel: checked.riskLevel,
    matchType: checked.matchType,
    matches: checked.matches ?? [],
    ...(checked.watchlistMatches === null ? {} : { watchlistMatches: checked.watchlistMatches }),
  };
}
