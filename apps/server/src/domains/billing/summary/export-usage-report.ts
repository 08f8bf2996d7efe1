import { USAGE_REPORT_MAX_DAYS } from '@sanctions/contracts';
import type { UsageReportQuery } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import {
  findCurrentSubscription,
  findDailyUsage,
  findOrganization,
} from './billing-summary.queries';
import { currentUsageWindow } from './usage-window';

const DAY_MS = 86_400_000;
const BOM = '\ufeff';
const HEADER = ['Date', 'Searches', 'API calls', 'Active users'];

export interface UsageReport {
  fileName: string;
  csv: string;
}

const dayAfter = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS).toISOString().slice(0, 10);

function invalid(path: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, { issues: [{ path: [path], message }] });
}

/** `from`/`to` as asked, else the current billing period up to today. */
async function reportRange(
  db: DbOrTx,
  organizationId: string,
  query: UsageReportQuery,
  now: Date,
): Promise<{ from: string; to: string }> {
  const today = now.toISOString().slice(0, 10);
  const window = currentUsageWindow(
    (await findCurrentSubscription(db, organizationId))?.subscription,
    now,
  );
  const lastOfWindow = new Date(Date.parse(`${window.endDay}T00:00:00.000Z`) - DAY_MS)
    .toISOString()
    .slice(0, 10);
  const from = query.from ?? window.firstDay;
  const to = query.to ?? (lastOfWindow < today ? lastOfWindow : today);
  if (
    Number.isNaN(Date.parse(`${from}T00:00:00Z`)) ||
    Number.isNaN(Date.parse(`${to}T00:00:00Z`))
  ) {
    throw invalid('from', 'Use real dates (YYYY-MM-DD)');
  }
  if (from > to) throw invalid('to', 'The end date must not be before the start date');
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days > USAGE_REPORT_MAX_DAYS) {
    throw invalid('from', `A report covers at most ${USAGE_REPORT_MAX_DAYS} days`);
  }
  return { from, to };
}

/**
 * The organisation's usage per UTC day as CSV (UTF-8 with a BOM so spreadsheet programs read it as
 * UTF-8), one line for every day of the range, days without activity as zeros.
 */
export async function exportUsageReport(
  db: DbOrTx,
  organizationId: string,
  query: UsageReportQuery,
  now: Date,
): Promise<UsageReport> {
  const organization = await findOrganization(db, organizationId);
  if (!organization) throw new AppError('NOT_FOUND', 'Organization not found');
  const range = await reportRange(db, organizationId, query, now);
  const rows = await findDailyUsage(db, organizationId, range);
  const byDay = new Map(rows.map((row) => [row.date, row]));
  const lines = [HEADER.join(',')];
  for (let day = range.from; day <= range.to; day = dayAfter(day)) {
    const row = byDay.get(day);
    lines.push([day, row?.searches ?? 0, row?.apiCalls ?? 0, row?.activeUsers ?? 0].join(','));
  }
  return {
    fileName: `usage-${range.from}-to-${range.to}.csv`,
    csv: `${BOM}${lines.join('\r\n')}\r\n`,
  };
}
