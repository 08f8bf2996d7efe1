import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';

/** One input row as stored at upload. */
export interface BulkRowInsert {
  bulkJobId: string;
  rowNumber: number;
  lineNumber: number;
  source: Record<string, string>;
  reference: string;
  firstName: string;
  lastName: string;
  arabicName: string;
  dateOfBirth: string | null;
  nationality: string | null;
  entityType: string;
  status: 'pending' | 'invalid';
  invalidReason: string | null;
}

/**
 * Inserts a batch of rows as ONE JSON parameter expanded by `jsonb_to_recordset`: a thousand rows bind
 * one value instead of thirteen thousand, which roughly halves the upload's insert time on PGlite.
 */
export async function insertBulkRows(tx: DbOrTx, rows: readonly BulkRowInsert[]): Promise<void> {
  if (rows.length === 0) return;
  const json = JSON.stringify(
    rows.map((row) => ({
      bulk_job_id: row.bulkJobId,
      row_number: row.rowNumber,
      line_number: row.lineNumber,
      source: row.source,
      reference: row.reference,
      first_name: row.firstName,
      last_name: row.lastName,
      arabic_name: row.arabicName,
      date_of_birth: row.dateOfBirth,
      nationality: row.nationality,
      entity_type: row.entityType,
      status: row.status,
      invalid_reason: row.invalidReason,
    })),
  );
  await tx.execute(sql`insert into bulk_search_rows (bulk_job_id, row_number, line_number, source, reference,
      first_name, last_name, arabic_name, date_of_birth, nationality, entity_type, status, invalid_reason)
    select bulk_job_id, row_number, line_number, source, reference, first_name, last_name, arabic_name,
      date_of_birth, nationality, entity_type, status, invalid_reason
    from jsonb_to_recordset(${json}::jsonb) as x(bulk_job_id uuid, row_number int, line_number int,
      source jsonb, reference text, first_name text, last_name text, arabic_name text, date_of_birth text,
      nationality text, entity_type text, status text, invalid_reason text)`);
}
