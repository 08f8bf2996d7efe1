import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import type { BulkFileFormat } from '@sanctions/contracts';
import ExcelJS from 'exceljs';
import { reasonText, resultHeaders, valueText } from './bulk-file-texts';
import type { BulkFileLocale } from './bulk-file-texts';
import { UTF8_BOM, csvLine } from './csv-line';
import { neutraliseCell } from './neutralise-cell';

export interface BulkResultLine {
  /** The row's cells as read, keyed by the source columns. */
  source: Record<string, string>;
  reference: string;
  /** pending | clear | hit | invalid | error */
  status: string;
  topMatchName: string;
  confidence: number | null;
  riskLevel: string;
  matchType: string;
  list: string;
  listId: string;
  /** Every listing of the top match's party (issue 25 §3), "list · id" joined by "; ". */
  allLists: string;
  /** Other parties among the row's matches (all at or above the job's threshold); null without a match. */
  otherParties: number | null;
  analysis: string;
  invalidReason: string;
  /** The row's best PEP hit (jobs with `pepCheck` only; null when the row has none). */
  pep?: BulkPepCells | null;
  /** The row's best watchlist hit (jobs screened against the organisation's watchlists; null: none). */
  watchlist?: BulkWatchlistCells | null;
}

/** The watchlist columns of one row (ADR 042): the list, the row's reference and reason, the score. */
export interface BulkWatchlistCells {
  /** The watchlist's name and version, "Fraud blocklist (v2)". */
  list: string;
  reference: string;
  reason: string;
  confidence: number;
}

/** The PEP columns of one row (ADR 040): the best PEP hit, and how many more there were. */
export interface BulkPepCells {
  name: string;
  confidence: number;
  /** Role and body of the PEP's positions, current first, "; "-joined. */
  position: string;
  country: string;
  /** national | regional | international_organisation | former */
  tier: string;
  /** enhanced_due_diligence */
  action: string;
  others: number;
}

const SHEET_NAME: Record<BulkFileLocale, string> = { en: 'Results', ar: 'النتائج' };

/**
 * Streams the results file to `out` and ends it: the original columns, then the result columns in the
 * locale's language. Every text cell is neutralised against formula injection; CSV starts with a BOM so
 * Excel reads it as UTF-8.
 */
export async function writeBulkResults(
  format: BulkFileFormat,
  locale: BulkFileLocale,
  sourceColumns: string[],
  lines: AsyncIterable<BulkResultLine>,
  out: NodeJS.WritableStream,
  withPep = false,
  withWatchlist = false,
): Promise<void> {
  const header = [...sourceColumns, ...resultHeaders(locale, withPep, withWatchlist)];
  const cellsOf = (line: BulkResultLine) => [
    ...sourceColumns.map((column) =>
      Object.hasOwn(line.source, column) ? (line.source[column] ?? '') : '',
    ),
    ...resultCells(locale, line),
    ...(withPep ? pepCells(locale, line.pep ?? null) : []),
    ...(withWatchlist ? watchlistCells(line.watchlist ?? null) : []),
  ];
  if (format === 'csv') {
    await writeCsv(out, header, lines, cellsOf);
    return;
  }
  // The workbook writer wants a Node stream; the pipe carries back-pressure and ends `out`.
  const zip = new PassThrough();
  const piped = once(zip, 'end');
  zip.pipe(out);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: zip,
    useSharedStrings: false,
    useStyles: true,
  });
  const sheet = workbook.addWorksheet(SHEET_NAME[locale], {
    views: [{ rightToLeft: locale === 'ar', state: 'frozen', ySplit: 1 }],
  });
  const headerRow = sheet.addRow(header.map(neutraliseCell));
  headerRow.font = { bold: true };
  headerRow.commit();
  for await (const line of lines) {
    sheet
      .addRow(cellsOf(line).map((cell) => (typeof cell === 'string' ? neutraliseCell(cell) : cell)))
      .commit();
  }
  sheet.commit();
  await workbook.commit();
  await piped;
}

function resultCells(locale: BulkFileLocale, line: BulkResultLine): (string | number | null)[] {
  return [
    line.topMatchName,
    line.confidence,
    line.riskLevel === '' ? '' : valueText(locale, line.riskLevel),
    line.matchType === '' ? '' : valueText(locale, line.matchType),
    line.list,
    line.listId,
    line.allLists,
    line.otherParties,
    line.analysis,
    valueText(locale, line.status),
    line.invalidReason === '' ? '' : reasonText(locale, line.invalidReason),
  ];
}

function pepCells(locale: BulkFileLocale, pep: BulkPepCells | null): (string | number | null)[] {
  if (pep === null) return ['', null, '', '', '', '', null];
  return [
    pep.name,
    pep.confidence,
    pep.position,
    pep.country,
    valueText(locale, pep.tier),
    valueText(locale, pep.action),
    pep.others,
  ];
}

function watchlistCells(hit: BulkWatchlistCells | null): (string | number | null)[] {
  if (hit === null) return ['', '', '', null];
  return [hit.list, hit.reference, hit.reason, hit.confidence];
}

async function writeCsv(
  out: NodeJS.WritableStream,
  header: string[],
  lines: AsyncIterable<BulkResultLine>,
  cellsOf: (line: BulkResultLine) => (string | number | null)[],
): Promise<void> {
  await write(out, UTF8_BOM + csvLine(header));
  for await (const line of lines) await write(out, csvLine(cellsOf(line)));
  out.end();
}

/** Writes respecting back-pressure, so a slow client does not make the whole file pile up in memory. */
async function write(out: NodeJS.WritableStream, text: string): Promise<void> {
  if (!out.write(text)) await once(out, 'drain');
}
