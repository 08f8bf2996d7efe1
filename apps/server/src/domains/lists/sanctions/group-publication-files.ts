import {
  AU_DFAT_LIST_SOURCE,
  CA_SEMA_LIST_SOURCE,
  JP_MOF_LIST_SOURCE,
  US_BIS_DPL_LIST_SOURCE,
  US_CSL_LIST_SOURCE,
  ofacCsvPart,
  ofacCsvPartByName,
  parseListFiles,
  sniffListFormat,
} from '@sanctions/lists';
import type { ListFormat, ParsedPublication } from '@sanctions/lists';
import { isPepSource } from '@sanctions/contracts';
import type { ListId, SanctionListId } from '@sanctions/screening';
import { hashListFiles } from './content-hash';
import { groupPepFiles } from './group-pep-files';
import type { SourcedFile } from './sourced-file';
import { refusedListFile, unrecognisedListFile } from './unrecognised-list-file';

/**
 * One publication found among the files: parsed, recognised but unreadable (with the reason), or the very files
 * of an active version (same hash), which are not parsed again.
 */
export type PublicationCandidate =
  | { kind: 'parsed'; publication: ParsedPublication; files: SourcedFile[] }
  | { kind: 'unchanged'; fileHash: string; files: SourcedFile[] }
  | {
      kind: 'unreadable';
      sanctionList: ListId;
      listSource: string;
      format: string;
      files: SourcedFile[];
      reason: string;
    };

export interface GroupedPublications {
  candidates: PublicationCandidate[];
  /** Paths of files that are no list publication at all. */
  ignored: string[];
}

const OFAC_CSV_SOURCES = { sdn: 'OFAC SDN', cons: 'OFAC Consolidated (non-SDN)' } as const;

/** The publication a single-file format holds, to file a failure when the file cannot be read. */
const SOURCE_BY_FORMAT: Partial<
  Record<ListFormat, { sanctionList: SanctionListId; listSource: string }>
> = {
  'un-xml': { sanctionList: 'un', listSource: 'UN Consolidated List' },
  'eu-fsf-xml': { sanctionList: 'eu', listSource: 'EU Financial Sanctions Files' },
  'uk-fcdo-xml': { sanctionList: 'uk', listSource: 'UK Sanctions List (FCDO)' },
  'uk-ofsi-xlsx': { sanctionList: 'uk', listSource: 'UK OFSI Consolidated List' },
  'uk-ofsi-csv': { sanctionList: 'uk', listSource: 'UK OFSI Consolidated List' },
  'ca-sema-xml': { sanctionList: 'ca', listSource: CA_SEMA_LIST_SOURCE },
  'au-dfat-xlsx': { sanctionList: 'au', listSource: AU_DFAT_LIST_SOURCE },
  'us-csl-csv': { sanctionList: 'us_csl', listSource: US_CSL_LIST_SOURCE },
  'us-bis-dpl-txt': { sanctionList: 'us_csl', listSource: US_BIS_DPL_LIST_SOURCE },
  'jp-mof-xlsx': { sanctionList: 'jp', listSource: JP_MOF_LIST_SOURCE },
};

interface FileGroup {
  format: string;
  sanctionList: ListId;
  listSource: string;
  files: SourcedFile[];
}

/**
 * Splits files into publications so that each one gets its own file hash, version and outcome: the OFAC
 * legacy CSV parts by set (sdn.csv + add.csv + alt.csv + sdn_comments.csv; cons_*), every other file alone.
 * A recognised file that cannot be read becomes an `unreadable` candidate for its publication; it never
 * stops the other publications. A publication whose files hash like an active version's (`activeFileHashes`)
 * is `unchanged` without being parsed: most scheduled refreshes find most lists as they were, and parsing
 * them again cost seconds of CPU each for an outcome already known.
 */
export function groupPublicationFiles(
  allFiles: readonly SourcedFile[],
  activeFileHashes: ReadonlySet<string> = new Set(),
): GroupedPublications {
  // PEP sources (issue 25) are read by their folder, not sniffed: their formats are YAML and JSON lines.
  const pep = groupPepFiles(allFiles.filter((file) => isPepSource(file.sanctionList)));
  const files = allFiles.filter((file) => !isPepSource(file.sanctionList));
  const groups = new Map<string, FileGroup>();
  const unreadable: PublicationCandidate[] = [...pep.candidates];
  const ignoredRefusals: string[] = [...pep.ignored];
  for (const file of files) {
    // A file that was not read (too large): an OFAC CSV part fails its set (below), any other list
    // file its own publication.
    if (file.refusal !== undefined && !ofacCsvPartByName(file.name)) {
      const refused = refusedListFile(file, file.refusal);
      if (refused) unreadable.push({ kind: 'unreadable', ...refused, files: [file] });
      else ignoredRefusals.push(file.path);
      continue;
    }
    const format = file.refusal === undefined ? sniffListFormat(file) : undefined;
    // An official OFAC CSV name whose content does not fit stays in its set, which then fails with the reason.
    const csvPart =
      format === 'ofac-sdn-csv' || format === 'ofac-cons-csv-part'
        ? ofacCsvPart(file)
        : format === undefined
          ? ofacCsvPartByName(file.name)
          : undefined;
    const unrecognised = format === undefined && !csvPart ? unrecognisedListFile(file) : undefined;
    if (unrecognised) {
      const { expected: _expected, ...candidate } = unrecognised;
      unreadable.push({ kind: 'unreadable', ...candidate, files: [file] });
    } else if (csvPart) {
      const key = `ofac-csv:${csvPart.set}`;
      const group = groups.get(key) ?? {
        format: 'ofac-csv',
        sanctionList: 'ofac',
        listSource: OFAC_CSV_SOURCES[csvPart.set],
        files: [],
      };
      group.files.push(file);
      groups.set(key, group);
    } else {
      groups.set(`file:${file.path}`, { ...describeSingleFile(file, format), files: [file] });
    }
  }

  const result: GroupedPublications = { candidates: unreadable, ignored: ignoredRefusals };
  for (const group of groups.values()) {
    const refusals = group.files.flatMap((file) =>
      file.refusal === undefined ? [] : [file.refusal],
    );
    if (refusals.length > 0) {
      result.candidates.push({ kind: 'unreadable', ...group, reason: refusals.join('; ') });
      continue;
    }
    const fileHash = hashListFiles(group.files);
    if (activeFileHashes.has(fileHash)) {
      result.candidates.push({ kind: 'unchanged', fileHash, files: group.files });
      continue;
    }
    const parsed = parseListFiles(group.files);
    const [publication, ...extra] = parsed.publications;
    if (parsed.errors.length > 0 || !publication) {
      if (parsed.errors.length === 0) {
        result.ignored.push(...group.files.map((file) => file.path));
        continue;
      }
      result.candidates.push({
        kind: 'unreadable',
        sanctionList: group.sanctionList,
        listSource: group.listSource,
        format: group.format,
        files: group.files,
        reason: parsed.errors
          .map((error) => `${pathOf(group, error.file)}: ${error.message}`)
          .join('; '),
      });
    } else if (extra.length > 0) {
      throw new Error(`${group.files[0]?.path ?? 'a file'} held more than one publication`);
    } else {
      result.candidates.push({ kind: 'parsed', publication, files: group.files });
    }
  }
  return result;
}

function describeSingleFile(
  file: SourcedFile,
  format: ListFormat | undefined,
): Omit<FileGroup, 'files'> {
  const known = format ? SOURCE_BY_FORMAT[format] : undefined;
  if (known) return { format: format ?? 'unknown', ...known };
  if (format) {
    // OFAC XML formats carry either list; the official file names tell which one failed.
    const isConsolidated = /cons/i.test(file.name);
    return {
      format,
      sanctionList: 'ofac',
      listSource: isConsolidated ? OFAC_CSV_SOURCES.cons : OFAC_CSV_SOURCES.sdn,
    };
  }
  return { format: 'unknown', sanctionList: file.sanctionList, listSource: `file ${file.path}` };
}

function pathOf(group: FileGroup, name: string): string {
  return group.files.find((file) => file.name === name)?.path ?? name;
}
