import {
  MAX_WATCHLIST_ROWS,
  WATCHLIST_MESSAGES,
  watchlistRowIssuePath,
} from '@sanctions/contracts';
import type { WatchlistMessageKey, WatchlistRowError } from '@sanctions/contracts';
import { AppError } from '../../../lib/app-error';
import { openBulkFileInWorker, sniffBulkFile } from '../../bulk';
import type { ReceivedBulkUpload } from '../../bulk';
import { watchlistColumns } from './watchlist-columns';
import { validateWatchlistRow } from './validate-watchlist-row';
import type { WatchlistRow } from './validate-watchlist-row';

/** Row errors listed in one refusal; a file with more says how many there were in the message. */
const MAX_LISTED_ERRORS = 500;

/**
 * Reads an uploaded watchlist through the bulk screening's bounded reader (same size, row and cell
 * limits, same CSV and XLSX parsing). A file with any bad row is refused whole, every bad row listed
 * with its line and reason (ADR 042): nothing is half-imported, and the user fixes the file and uploads
 * it again.
 */
export async function readWatchlistFile(upload: ReceivedBulkUpload): Promise<WatchlistRow[]> {
  const format = sniffBulkFile(upload.head, upload.fileName);
  const reader = await openBulkFileInWorker(upload.path, format);
  const columns = watchlistColumns(reader.columns);
  if (columns.name === undefined) {
    await reader.close();
    throw refusal('watchlist.noNameColumn');
  }
  const rows: WatchlistRow[] = [];
  const errors: WatchlistRowError[] = [];
  const lineOfReference = new Map<string, number>();
  for await (const source of reader.rows) {
    if (rows.length + errors.length >= MAX_WATCHLIST_ROWS) {
      await reader.close();
      throw refusal('watchlist.tooManyRows');
    }
    const checked = validateWatchlistRow(source, columns);
    if (!checked.ok) {
      errors.push(...checked.errors);
      continue;
    }
    const reference = checked.row.reference?.toLowerCase();
    if (reference !== undefined) {
      if (lineOfReference.has(reference)) {
        errors.push({
          line: checked.row.line,
          field: 'reference',
          problem: 'referenceRepeated',
          message: `Line ${checked.row.line}: The reference is used by an earlier row (line ${lineOfReference.get(reference) ?? 0}): each row needs its own reference.`,
        });
        continue;
      }
      lineOfReference.set(reference, checked.row.line);
    }
    rows.push(checked.row);
  }
  if (errors.length > 0) {
    throw new AppError(
      'VALIDATION_FAILED',
      WATCHLIST_MESSAGES['watchlist.rowsRefused'].replace('{{count}}', String(errors.length)),
      {
        messageKey: 'watchlist.rowsRefused',
        messageParams: { count: errors.length },
        issues: errors.slice(0, MAX_LISTED_ERRORS).map((error) => ({
          path: watchlistRowIssuePath(error),
          message: error.message,
        })),
      },
    );
  }
  if (rows.length === 0) throw refusal('watchlist.noRows');
  return rows;
}

function refusal(key: WatchlistMessageKey): AppError {
  return new AppError('VALIDATION_FAILED', WATCHLIST_MESSAGES[key], {
    messageKey: key,
    messageParams: {},
  });
}
