import type { Activity } from '@sanctions/contracts';

const COLUMNS = [
  'Timestamp',
  'Type',
  'Action',
  'Success',
  'Severity',
  'Description',
  'IP Address',
  'User Agent',
  'Details',
] as const;

// A cell starting with one of these runs as a formula in spreadsheet software (CSV injection, OWASP).
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string): string {
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/** The activities as CSV: UTF-8 with a BOM (so Excel reads Arabic correctly), CRLF line ends. */
export function toActivityCsv(activities: readonly Activity[]): string {
  const lines = [COLUMNS.join(',')];
  for (const activity of activities) {
    lines.push(
      [
        activity.timestamp,
        activity.type,
        activity.action,
        activity.success ? 'yes' : 'no',
        activity.severity,
        activity.description,
        activity.ipAddress ?? '',
        activity.userAgent ?? '',
        JSON.stringify(activity.metadata),
      ]
        .map(cell)
        .join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
