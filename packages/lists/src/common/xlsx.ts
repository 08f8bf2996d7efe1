import { unzipSync } from 'fflate';
import { SaxesParser } from 'saxes';
import { UnzippedTooLargeError, isZip, unzippedSizeGuard } from './zip';

/**
 * A minimal, dependency-free XLSX (Office Open XML spreadsheet) reader: enough for official list
 * workbooks (one data sheet of text, numbers and dates). No formulas are evaluated; a formula
 * cell yields its cached value.
 */

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';
const SHARED_STRINGS = 'xl/sharedStrings.xml';
const STYLES = 'xl/styles.xml';

/** Built-in number formats 14-22 and 45-47 are dates or times (ECMA-376 part 1, 18.8.30). */
const BUILTIN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);
/** Excel's day 0 is 1899-12-30 once its fictitious 1900-02-29 is accounted for. */
const EXCEL_EPOCH_UTC = Date.UTC(1899, 11, 30);
const MS_PER_DAY = 86_400_000;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** True when the bytes are a zip archive that holds an Excel workbook. */
export function isXlsx(bytes: Uint8Array): boolean {
  if (!isZip(bytes)) return false;
  try {
    const guard = unzippedSizeGuard();
    const found = unzipSync(bytes, {
      filter: (file) => {
        if (file.name !== WORKBOOK) return false;
        guard(file);
        return true;
      },
    });
    return found[WORKBOOK] !== undefined;
  } catch {
    return false;
  }
}

/**
 * Reads the first worksheet of an XLSX workbook as rows of cell text.
 * Row and column positions are kept (missing cells become `''`, skipped rows become `[]`).
 * Numbers keep their written form; a number in a date-formatted cell becomes an ISO date
 * (`YYYY-MM-DD`, or `YYYY-MM-DDTHH:MM:SS` when it carries a time).
 *
 * @throws Error with a clear reason when the archive is corrupt or is not a workbook.
 */
export function readXlsxRows(bytes: Uint8Array): string[][] {
  const [first] = readXlsxSheets(bytes, { firstSheetOnly: true });
  if (first === undefined) throw new Error('XLSX: the workbook lists no sheet');
  return first.rows;
}

/** One worksheet: its tab name and its rows (as {@link readXlsxRows} gives them). */
export interface XlsxSheet {
  name: string;
  rows: string[][];
}

export interface XlsxReadOptions {
  /** Read only the first sheet. */
  firstSheetOnly?: boolean;
  /** Stop each sheet after this many rows: enough to recognise a header without reading the data. */
  maxRows?: number;
}

/**
 * Reads the worksheets of an XLSX workbook in tab order (publications such as Japan's MOF list
 * spread one list over many sheets).
 *
 * @throws Error with a clear reason when the archive is corrupt or is not a workbook.
 */
export function readXlsxSheets(bytes: Uint8Array, options: XlsxReadOptions = {}): XlsxSheet[] {
  const parts = unzipWorkbook(bytes);
  const workbook = requirePart(parts, WORKBOOK);
  const sheets = listSheets(workbook, parts.get(WORKBOOK_RELS));
  if (sheets.length === 0) throw new Error('XLSX: the workbook lists no sheet');
  const sharedStrings = readSharedStrings(parts.get(SHARED_STRINGS));
  const dateStyles = readDateStyleIndexes(parts.get(STYLES));
  const wanted = options.firstSheetOnly ? sheets.slice(0, 1) : sheets;
  return wanted.map((sheet) => ({
    name: sheet.name,
    rows: readSheetRows(
      requirePart(parts, sheet.path),
      sharedStrings,
      dateStyles,
      sheet.path,
      options.maxRows,
    ),
  }));
}

function unzipWorkbook(bytes: Uint8Array): Map<string, string> {
  let entries: Record<string, Uint8Array>;
  const guard = unzippedSizeGuard();
  try {
    entries = unzipSync(bytes, {
      filter: (file) => {
        const wanted =
          file.name.startsWith('xl/') &&
          (file.name.endsWith('.xml') || file.name.endsWith('.rels'));
        if (wanted) guard(file);
        return wanted;
      },
    });
  } catch (error) {
    if (error instanceof UnzippedTooLargeError) throw error;
    throw new Error(`XLSX: the zip archive is corrupt or truncated (${errorText(error)})`, {
      cause: error,
    });
  }
  const parts = new Map<string, string>();
  for (const [name, data] of Object.entries(entries)) {
    try {
      parts.set(name, utf8.decode(data));
    } catch (error) {
      throw new Error(`XLSX: part ${name} is not valid UTF-8`, { cause: error });
    }
  }
  return parts;
}

function requirePart(parts: Map<string, string>, name: string): string {
  const part = parts.get(name);
  if (part === undefined) throw new Error(`XLSX: the workbook has no ${name}`);
  return part;
}

/** Every `<sheet>` of the workbook in tab order, resolved through the relationships file. */
function listSheets(
  workbookXml: string,
  relsXml: string | undefined,
): { name: string; path: string }[] {
  const listed: { name: string; relationId: string | undefined }[] = [];
  parseXml(workbookXml, WORKBOOK, {
    onOpen: (name, attributes) => {
      if (localName(name) === 'sheet') {
        listed.push({
          name: attributes['name'] ?? '',
          relationId: attributes['r:id'] ?? findAttributeByLocalName(attributes, 'id'),
        });
      }
    },
  });
  if (relsXml === undefined) {
    return listed.map((sheet, index) => ({
      name: sheet.name,
      path: `xl/worksheets/sheet${index + 1}.xml`,
    }));
  }
  const targets = new Map<string, string>();
  parseXml(relsXml, WORKBOOK_RELS, {
    onOpen: (name, attributes) => {
      const id = attributes['Id'];
      const target = attributes['Target'];
      if (localName(name) === 'Relationship' && id !== undefined && target !== undefined)
        targets.set(id, target);
    },
  });
  return listed.map((sheet) => {
    const target = sheet.relationId === undefined ? undefined : targets.get(sheet.relationId);
    if (target === undefined) {
      throw new Error(`XLSX: sheet relationship ${sheet.relationId ?? '?'} has no target`);
    }
    return { name: sheet.name, path: target.startsWith('/') ? target.slice(1) : `xl/${target}` };
  });
}

/** Shared strings, joining rich-text runs and skipping phonetic (`rPh`) hints. */
function readSharedStrings(xml: string | undefined): string[] {
  if (xml === undefined) return [];
  const strings: string[] = [];
  let current = '';
  let inText = false;
  let phoneticDepth = 0;
  parseXml(xml, SHARED_STRINGS, {
    onOpen: (name) => {
      const local = localName(name);
      if (local === 'si') current = '';
      else if (local === 'rPh') phoneticDepth += 1;
      else if (local === 't' && phoneticDepth === 0) inText = true;
    },
    onText: (text) => {
      if (inText) current += text;
    },
    onClose: (name) => {
      const local = localName(name);
      if (local === 'si') strings.push(current);
      else if (local === 'rPh') phoneticDepth -= 1;
      else if (local === 't') inText = false;
    },
  });
  return strings;
}

/** Indexes into `cellXfs` whose number format is a date. */
function readDateStyleIndexes(xml: string | undefined): Set<number> {
  const dates = new Set<number>();
  if (xml === undefined) return dates;
  const customDateFormats = new Set<number>();
  let inCellXfs = false;
  let xfIndex = 0;
  parseXml(xml, STYLES, {
    onOpen: (name, attributes) => {
      const local = localName(name);
      if (local === 'numFmt') {
        const id = Number(attributes['numFmtId']);
        if (isDateFormatCode(attributes['formatCode'] ?? '')) customDateFormats.add(id);
      } else if (local === 'cellXfs') {
        inCellXfs = true;
      } else if (local === 'xf' && inCellXfs) {
        const formatId = Number(attributes['numFmtId'] ?? '0');
        if (BUILTIN_DATE_FORMATS.has(formatId) || customDateFormats.has(formatId))
          dates.add(xfIndex);
        xfIndex += 1;
      }
    },
    onClose: (name) => {
      if (localName(name) === 'cellXfs') inCellXfs = false;
    },
  });
  return dates;
}

/** A format code is a date when, outside quoted literals and [colour] brackets, it has d, m or y. */
function isDateFormatCode(code: string): boolean {
  const bare = code.replace(/"[^"]*"/g, '').replace(/\[[^\]]*\]/g, '');
  return /[dmy]/i.test(bare);
}

interface CellState {
  column: number;
  type: string;
  style: number;
  value: string;
  inValue: boolean;
}

/** Thrown inside the SAX handlers to stop reading a sheet once enough rows were read. */
class EnoughRows extends Error {}

function readSheetRows(
  xml: string,
  sharedStrings: string[],
  dateStyles: Set<number>,
  partName: string,
  maxRows = Number.POSITIVE_INFINITY,
): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell: CellState | undefined;
  let nextColumn = 0;
  parseXml(xml, partName, {
    onOpen: (name, attributes) => {
      const local = localName(name);
      if (local === 'row') {
        const rowNumber = Number(attributes['r'] ?? rows.length + 1);
        while (rows.length < rowNumber - 1) rows.push([]);
        row = [];
        nextColumn = 0;
      } else if (local === 'c') {
        const reference = attributes['r'];
        const column = reference === undefined ? nextColumn : columnIndex(reference);
        cell = {
          column,
          type: attributes['t'] ?? 'n',
          style: Number(attributes['s'] ?? '0'),
          value: '',
          inValue: false,
        };
      } else if (cell !== undefined && (local === 'v' || local === 't')) {
        cell.inValue = true;
      }
    },
    onText: (text) => {
      if (cell?.inValue) cell.value += text;
    },
    onClose: (name) => {
      const local = localName(name);
      if (local === 'row') {
        rows.push(row);
        if (rows.length >= maxRows) throw new EnoughRows();
      } else if (local === 'c' && cell !== undefined) {
        while (row.length < cell.column) row.push('');
        row[cell.column] = cellText(cell, sharedStrings, dateStyles);
        nextColumn = cell.column + 1;
        cell = undefined;
      } else if ((local === 'v' || local === 't') && cell !== undefined) {
        cell.inValue = false;
      }
    },
  });
  return rows;
}

function cellText(cell: CellState, sharedStrings: string[], dateStyles: Set<number>): string {
  switch (cell.type) {
    case 's': {
      const text = sharedStrings[Number(cell.value)];
      if (text === undefined) throw new Error(`XLSX: shared string ${cell.value} does not exist`);
      return text;
    }
    case 'n': {
      if (cell.value !== '' && dateStyles.has(cell.style))
        return excelSerialToIso(Number(cell.value));
      return cell.value;
    }
    default:
      // inlineStr, str (formula text), b (0/1), e (#N/A...): the written text is the value.
      return cell.value;
  }
}

/** Converts an Excel serial day number (1900 date system) to an ISO date or date-time. */
export function excelSerialToIso(serial: number): string {
  if (!Number.isFinite(serial)) throw new Error(`XLSX: ${serial} is not a date serial`);
  // Serials before 61 precede Excel's fictitious 1900-02-29, so they sit one day later.
  const days = serial < 61 ? serial + 1 : serial;
  const millis = EXCEL_EPOCH_UTC + Math.round(days * MS_PER_DAY);
  const iso = new Date(millis).toISOString();
  const hasTime = millis % MS_PER_DAY !== 0;
  return hasTime ? iso.slice(0, 19) : iso.slice(0, 10);
}

/** "AJ12" -> 35 (zero-based column). */
function columnIndex(reference: string): number {
  let index = 0;
  for (const ch of reference) {
    const code = ch.charCodeAt(0);
    if (code < 65 || code > 90) break;
    index = index * 26 + (code - 64);
  }
  return index - 1;
}

function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon === -1 ? name : name.slice(colon + 1);
}

function findAttributeByLocalName(
  attributes: Record<string, string>,
  local: string,
): string | undefined {
  for (const [name, value] of Object.entries(attributes)) {
    if (localName(name) === local) return value;
  }
  return undefined;
}

interface XmlHandlers {
  onOpen?: (name: string, attributes: Record<string, string>) => void;
  onText?: (text: string) => void;
  onClose?: (name: string) => void;
}

function parseXml(xml: string, partName: string, handlers: XmlHandlers): void {
  const parser = new SaxesParser();
  parser.on('opentag', (tag) => {
    handlers.onOpen?.(tag.name, tag.attributes);
  });
  if (handlers.onText) parser.on('text', handlers.onText);
  if (handlers.onClose) {
    const onClose = handlers.onClose;
    parser.on('closetag', (tag) => onClose(tag.name));
  }
  try {
    parser.write(xml).close();
  } catch (error) {
    if (error instanceof EnoughRows) return;
    throw new Error(`XLSX: ${partName} is not well-formed XML (${errorText(error)})`, {
      cause: error,
    });
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
