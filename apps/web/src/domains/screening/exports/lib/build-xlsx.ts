import { strToU8, zipSync } from 'fflate';
import { cleanCellText } from './clean-cell';
import type { ReportCell, ReportTable } from './report-table';

/** Spec 9: the worksheet's name. */
export const REPORT_SHEET_NAME = 'Sanctions Report';

export interface XlsxOptions {
  /** Mirrors the sheet (column A on the right), for an Arabic interface. */
  isRightToLeft: boolean;
  /** A second sheet with the search's audit context (label, value rows). */
  audit?: { sheetName: string; rows: readonly ReportCell[][] };
}

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

// Characters XML 1.0 cannot carry at all; published list text occasionally contains them.
// eslint-disable-next-line no-control-regex
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

function escapeXml(text: string): string {
  return cleanCellText(text)
    .replace(INVALID_XML_CHARS, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** 0 → A, 25 → Z, 26 → AA. */
export function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

const STYLE_BODY = 1;
const STYLE_HEADER = 2;

function cellXml(cell: ReportCell, reference: string, style: number): string {
  if (typeof cell === 'number') return `<c r="${reference}" s="${style}"><v>${cell}</v></c>`;
  return `<c r="${reference}" s="${style}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(cell)}</t></is></c>`;
}

function rowXml(cells: readonly ReportCell[], rowIndex: number, style: number): string {
  const row = rowIndex + 1;
  const body = cells
    .map((cell, column) => cellXml(cell, `${columnLetter(column)}${row}`, style))
    .join('');
  return `<row r="${row}">${body}</row>`;
}

function columnWidth(table: ReportTable, column: number): number {
  const longest = Math.max(
    ...[table.headers, ...table.rows].map(
      (row) => String(row[column] ?? '').split('\n')[0]?.length ?? 0,
    ),
  );
  return Math.min(Math.max(longest + 2, 8), 60);
}

function sheetXml(table: ReportTable, options: XlsxOptions): string {
  const rtl = options.isRightToLeft ? ' rightToLeft="1"' : '';
  const frozenHeader = '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>';
  const cols = table.headers
    .map(
      (_, column) =>
        `<col min="${column + 1}" max="${column + 1}" width="${columnWidth(table, column)}" customWidth="1"/>`,
    )
    .join('');
  const rows = [
    rowXml(table.headers, 0, STYLE_HEADER),
    ...table.rows.map((cells, index) => rowXml(cells, index + 1, STYLE_BODY)),
  ].join('');
  return (
    `${XML_HEADER}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    `<sheetViews><sheetView workbookViewId="0"${rtl}>${frozenHeader}</sheetView></sheetViews>` +
    `<cols>${cols}</cols><sheetData>${rows}</sheetData></worksheet>`
  );
}

// Fonts: 0 regular, 1 bold. Cell formats: 0 default, 1 body (top-aligned, wrapped), 2 header (bold).
const STYLES_XML =
  `${XML_HEADER}<styleSheet xmlns="${MAIN_NS}">` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" applyAlignment="1"><alignment vertical="top" wrapText="1"/></xf>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

const WORKSHEET_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml';

function contentTypesXml(sheetCount: number): string {
  const sheets = Array.from(
    { length: sheetCount },
    (_, index) =>
      `<Override PartName="/xl/worksheets/sheet${index + 1}.xml" ContentType="${WORKSHEET_TYPE}"/>`,
  ).join('');
  return (
    `${XML_HEADER}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
    sheets +
    '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
    '</Types>'
  );
}

const ROOT_RELS_XML =
  `${XML_HEADER}<Relationships xmlns="${PKG_REL_NS}">` +
  `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

// Sheet n is relationship rId{n}; the styles part comes after the sheets.
function workbookRelsXml(sheetCount: number): string {
  const sheets = Array.from(
    { length: sheetCount },
    (_, index) =>
      `<Relationship Id="rId${index + 1}" Type="${REL_NS}/worksheet" Target="worksheets/sheet${index + 1}.xml"/>`,
  ).join('');
  return (
    `${XML_HEADER}<Relationships xmlns="${PKG_REL_NS}">${sheets}` +
    `<Relationship Id="rId${sheetCount + 1}" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`
  );
}

// Excel refuses sheet names over 31 characters or holding any of : \ / ? * [ ].
function sheetName(name: string): string {
  return name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31);
}

function workbookXml(sheetNames: readonly string[]): string {
  const sheets = sheetNames
    .map(
      (name, index) =>
        `<sheet name="${escapeXml(sheetName(name))}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`,
    )
    .join('');
  return (
    `${XML_HEADER}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    `<bookViews><workbookView/></bookViews><sheets>${sheets}</sheets></workbook>`
  );
}

/** The audit rows as a sheet: label column bold-free, no frozen header. */
function auditSheetXml(rows: readonly ReportCell[][], options: XlsxOptions): string {
  const rtl = options.isRightToLeft ? ' rightToLeft="1"' : '';
  const body = rows
    .map((cells, index) => rowXml(cells, index, index === 0 ? STYLE_HEADER : STYLE_BODY))
    .join('');
  return (
    `${XML_HEADER}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    `<sheetViews><sheetView workbookViewId="0"${rtl}/></sheetViews>` +
    '<cols><col min="1" max="1" width="28" customWidth="1"/><col min="2" max="2" width="90" customWidth="1"/></cols>' +
    `<sheetData>${body}</sheetData></worksheet>`
  );
}

/**
 * A minimal valid .xlsx (Office Open XML) holding `table` on its first sheet (bold frozen header
 * row) and, when given, the audit context on a second; inline strings (no shared-string table to
 * keep in sync), bidirectional controls stripped, and optional right-to-left view.
 */
export function buildXlsx(table: ReportTable, options: XlsxOptions): Uint8Array {
  // A table without headers (a template without the matches section) leaves only the audit sheet.
  const sheets = [
    ...(table.headers.length > 0 || !options.audit
      ? [{ name: REPORT_SHEET_NAME, xml: sheetXml(table, options) }]
      : []),
    ...(options.audit
      ? [{ name: options.audit.sheetName, xml: auditSheetXml(options.audit.rows, options) }]
      : []),
  ];
  const names = sheets.map((sheet) => sheet.name);
  return zipSync(
    {
      '[Content_Types].xml': strToU8(contentTypesXml(names.length)),
      '_rels/.rels': strToU8(ROOT_RELS_XML),
      'xl/workbook.xml': strToU8(workbookXml(names)),
      'xl/_rels/workbook.xml.rels': strToU8(workbookRelsXml(names.length)),
      'xl/styles.xml': strToU8(STYLES_XML),
      ...Object.fromEntries(
        sheets.map((sheet, index) => [`xl/worksheets/sheet${index + 1}.xml`, strToU8(sheet.xml)]),
      ),
    },
    { level: 6 },
  );
}
