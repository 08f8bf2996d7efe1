import type { AuditTrailEntry } from '@sanctions/contracts';

export const AUDIT_CSV_COLUMNS = [
  'id',
  'chain',
  'position',
  'previous_hash',
  'hash',
  'created_at',
  'organization_id',
  'user_id',
  'actor_id',
  'action',
  'success',
  'details',
  'ip_address',
  'user_agent',
] as const;

// A cell starting with one of these runs as a formula in spreadsheet software (CSV injection, OWASP).
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string): string {
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/** One CSV record (CRLF) of an exported audit row; `details` as its JSON text. */
export function auditCsvLine(entry: AuditTrailEntry): string {
  return `${[
    entry.id,
    entry.chain,
    String(entry.position),
    entry.previousHash ?? '',
    entry.hash,
    entry.createdAt,
    entry.organizationId ?? '',
    entry.userId ?? '',
    entry.actorId ?? '',
    entry.action,
    entry.success ? 'true' : 'false',
    entry.details === null ? '' : JSON.stringify(entry.details),
    entry.ipAddress ?? '',
    entry.userAgent ?? '',
  ]
    .map(cell)
    .join(',')}\r\n`;
}

/** The header line, after a BOM so spreadsheet software reads Arabic text as UTF-8. */
export const AUDIT_CSV_HEADER = `\uFEFF${AUDIT_CSV_COLUMNS.join(',')}\r\n`;
