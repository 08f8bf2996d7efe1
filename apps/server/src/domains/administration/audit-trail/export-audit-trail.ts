import { Readable } from 'node:stream';
import { and, asc, eq, gt, gte, lt } from 'drizzle-orm';
import type { AuditExportFormat, AuditTrailEntry } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { auditLogs } from '../../../db/schema/users';
import { toAuditTrailEntry } from './audit-trail-entry';
import { AUDIT_CSV_HEADER, auditCsvLine } from './audit-trail-csv';

const PAGE_SIZE = 500;
const DAY_MS = 86_400_000;

export interface AuditExportRange {
  /** Inclusive UTC days, `YYYY-MM-DD`. */
  from: string;
  to: string;
}

/** The chain's rows created within the range, in chain order, read a page at a time. */
export async function* auditTrailEntries(
  db: DbOrTx,
  chain: string,
  range: AuditExportRange,
): AsyncGenerator<AuditTrailEntry> {
  const start = new Date(`${range.from}T00:00:00.000Z`);
  const end = new Date(new Date(`${range.to}T00:00:00.000Z`).getTime() + DAY_MS);
  let after = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.chainKey, chain),
          gt(auditLogs.chainPosition, after),
          gte(auditLogs.createdAt, start),
          lt(auditLogs.createdAt, end),
        ),
      )
      .orderBy(asc(auditLogs.chainPosition))
      .limit(PAGE_SIZE);
    for (const row of rows) yield toAuditTrailEntry(row);
    const last = rows.at(-1);
    if (last === undefined || rows.length < PAGE_SIZE) return;
    after = last.chainPosition;
  }
}

async function* exportLines(
  entries: AsyncIterable<AuditTrailEntry>,
  format: AuditExportFormat,
): AsyncGenerator<string> {
  if (format === 'csv') yield AUDIT_CSV_HEADER;
  for await (const entry of entries)
    yield format === 'csv' ? auditCsvLine(entry) : `${JSON.stringify(entry)}\n`;
}

export interface AuditExportFile {
  contentType: string;
  fileName: string;
  body: Readable;
}

/** The file of one chain's rows in the range: JSON Lines (one entry per line) or CSV, streamed. */
export function exportAuditTrail(
  db: DbOrTx,
  chain: string,
  query: AuditExportRange & { format: AuditExportFormat },
): AuditExportFile {
  const base = `audit-trail-${chain}-${query.from}-${query.to}`;
  return {
    contentType:
      query.format === 'csv' ? 'text/csv; charset=utf-8' : 'application/x-ndjson; charset=utf-8',
    fileName: `${base}.${query.format}`,
    body: Readable.from(exportLines(auditTrailEntries(db, chain, query), query.format)),
  };
}
