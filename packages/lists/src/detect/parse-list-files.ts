import { readAuDfatXlsx } from '../au/read-au-dfat';
import { readCaSemaXml } from '../ca/read-ca-sema';
import { DamagedFileError } from '../common/damaged-file-error';
import { unzipEntries, isZip } from '../common/zip';
import { readEuFsfXml } from '../eu/read-eu-fsf';
import { readJpMofXlsx } from '../jp/read-jp-mof';
import type { ListFile, ParsedPublication } from '../model';
import {
  ofacCsvPart,
  ofacCsvPartByName,
  readOfacCsvSet,
  readOfacEnhancedXml,
  readOfacEnhancedZip,
  readOfacSdnXml,
} from '../ofac';
import type { OfacCsvPart, OfacCsvSetFiles } from '../ofac';
import { readUnConsolidatedXml } from '../un/read-un-consolidated';
import { readUkFcdoXml } from '../uk/read-uk-fcdo';
import { readUkOfsiCsv, readUkOfsiXlsx } from '../uk/read-uk-ofsi';
import { readBisDplTxt } from '../us-csl/read-bis-dpl';
import { readUsCslCsv } from '../us-csl/read-us-csl';
import { sniffListFormat } from './sniff-list-format';
import type { ListFormat } from './sniff-list-format';

/** A file that was recognised but could not be read, with the reason. */
export interface ListFileError {
  file: string;
  message: string;
}

/** What {@link parseListFiles} made of a folder's files. */
export interface ParsedListFiles {
  publications: ParsedPublication[];
  /** Recognised files that failed (corrupt, truncated, incomplete set); the others still parse. */
  errors: ListFileError[];
  /** Names of files that are not a list in any known format. */
  ignored: string[];
}

type SingleFileFormat = Exclude<ListFormat, 'ofac-sdn-csv' | 'ofac-cons-csv-part'>;

const SINGLE_FILE_READERS: Record<SingleFileFormat, (bytes: Uint8Array) => ParsedPublication> = {
  'un-xml': readUnConsolidatedXml,
  'eu-fsf-xml': readEuFsfXml,
  'uk-fcdo-xml': readUkFcdoXml,
  'uk-ofsi-xlsx': readUkOfsiXlsx,
  'uk-ofsi-csv': readUkOfsiCsv,
  'ofac-sdn-xml': (bytes) => readOfacSdnXml(bytes),
  'ofac-enhanced-xml': readOfacEnhancedXml,
  'ofac-enhanced-zip': readOfacEnhancedZip,
  'ca-sema-xml': readCaSemaXml,
  'au-dfat-xlsx': readAuDfatXlsx,
  'us-csl-csv': readUsCslCsv,
  'us-bis-dpl-txt': readBisDplTxt,
  'jp-mof-xlsx': readJpMofXlsx,
};

const CSV_SETS = {
  sdn: { listSource: 'OFAC SDN', primaryName: 'sdn.csv' },
  cons: { listSource: 'OFAC Consolidated (non-SDN)', primaryName: 'cons_prim.csv' },
} as const;

interface CsvSetParts {
  files: Partial<Record<OfacCsvPart['role'], ListFile>>;
}

/**
 * Parses every list file of a folder (as base name + bytes), recognising each by its content
 * (see {@link sniffListFormat}). OFAC legacy CSV parts are grouped into their sets
 * (sdn/add/alt/sdn_comments, cons_*). A corrupt or truncated file is reported in `errors` with
 * the reason and does not stop the others; files that are no list are listed in `ignored`.
 */
export function parseListFiles(files: ListFile[]): ParsedListFiles {
  const result: ParsedListFiles = { publications: [], errors: [], ignored: [] };
  const csvSets: Record<OfacCsvPart['set'], CsvSetParts> = {
    sdn: { files: {} },
    cons: { files: {} },
  };

  for (const file of files) {
    const format = sniffListFormat(file);
    if (format === undefined && ofacCsvPartByName(file.name)) {
      addCsvPart(file, csvSets, result);
    } else if (format === undefined) {
      const unreadable = unreadableArchive(file);
      if (unreadable) result.errors.push({ file: file.name, message: unreadable });
      else result.ignored.push(file.name);
    } else if (format === 'ofac-sdn-csv' || format === 'ofac-cons-csv-part') {
      addCsvPart(file, csvSets, result);
    } else {
      readInto(result, file.name, format, () => SINGLE_FILE_READERS[format](file.bytes));
    }
  }
  for (const set of ['sdn', 'cons'] as const) readCsvSet(set, csvSets[set], result);
  return result;
}

function addCsvPart(
  file: ListFile,
  csvSets: Record<OfacCsvPart['set'], CsvSetParts>,
  result: ParsedListFiles,
): void {
  // By name when the content does not confirm it: a damaged part is then reported by the set's reader.
  const part = ofacCsvPart(file) ?? ofacCsvPartByName(file.name);
  if (part === undefined) {
    result.ignored.push(file.name);
    return;
  }
  const parts = csvSets[part.set];
  if (parts.files[part.role]) {
    result.errors.push({
      file: file.name,
      message: `a second ${file.name} in the same folder; one OFAC CSV set per import`,
    });
    return;
  }
  parts.files[part.role] = file;
}

function readCsvSet(set: OfacCsvPart['set'], parts: CsvSetParts, result: ParsedListFiles): void {
  const { primary, add, alt, comments } = parts.files;
  const { listSource, primaryName } = CSV_SETS[set];
  if (primary === undefined) {
    for (const file of [add, alt, comments]) {
      if (file)
        result.errors.push({
          file: file.name,
          message: `${file.name} needs ${primaryName} beside it; the set was not imported`,
        });
    }
    return;
  }
  const setFiles: OfacCsvSetFiles = {
    primary: primary.bytes,
    ...(add ? { add: add.bytes } : {}),
    ...(alt ? { alt: alt.bytes } : {}),
    ...(comments ? { comments: comments.bytes } : {}),
  };
  readInto(result, primary.name, `${listSource} CSV set`, () =>
    readOfacCsvSet(setFiles, listSource),
  );
}

/** Runs one reader; a failure becomes an error naming the format recognised and the parser's reason. */
function readInto(
  result: ParsedListFiles,
  fileName: string,
  recognisedAs: string,
  read: () => ParsedPublication,
): void {
  try {
    result.publications.push(read());
  } catch (error) {
    if (error instanceof DamagedFileError) {
      result.errors.push({ file: error.file, message: error.message });
      return;
    }
    const reason = error instanceof Error ? error.message : String(error);
    result.errors.push({
      file: fileName,
      message: `recognised as ${recognisedAs} but cannot be read (truncated or corrupt?): ${reason}`,
    });
  }
}

/** A zip archive that cannot even be listed (truncated download) is an error, not an unknown file. */
function unreadableArchive(file: ListFile): string | undefined {
  if (!isZip(file.bytes)) return undefined;
  try {
    unzipEntries(file.bytes);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
