import {
  AU_DFAT_LIST_SOURCE,
  CA_SEMA_LIST_SOURCE,
  describeFileContent,
  FTM_LIST_SOURCE,
  fileContentText,
  JP_MOF_LIST_SOURCE,
  US_BIS_DPL_LIST_SOURCE,
  US_CONGRESS_LIST_SOURCE,
  US_CSL_LIST_SOURCE,
} from '@sanctions/lists';
import type { ListId } from '@sanctions/screening';
import type { SourcedFile } from './sourced-file';

/** The publication a list folder's file stands for, judged by its folder and name when its content is not. */
interface ExpectedPublication {
  sanctionList: ListId;
  listSource: string;
  format: string;
  /** What the file should hold, for the reason: "a UN Consolidated List XML file". */
  expected: string;
}

/** File endings a list publication comes in; anything else in a list folder (notes, PDFs) is no list. */
const LIST_FILE_ENDING = /\.(xml|csv|xlsx|zip)$/i;

const OFAC_SOURCES = { sdn: 'OFAC SDN', cons: 'OFAC Consolidated (non-SDN)' } as const;

/**
 * A file in a list folder whose content is no list format the parsers know: when its name says it is a list
 * file (`un/consolidated.xml`, `uk/ConList.xlsx`, any .xml/.csv/.xlsx/.zip), it is that publication's failed
 * import with a reason naming what the file holds; otherwise (`README.txt`) it is not a list and `undefined`.
 */
export function unrecognisedListFile(
  file: SourcedFile,
): (ExpectedPublication & { reason: string }) | undefined {
  if (!LIST_FILE_ENDING.test(file.name)) return undefined;
  const expected = expectedPublication(file);
  const content = describeFileContent(file.bytes);
  const holds = fileContentText(content);
  const reason =
    content.kind === 'empty'
      ? `${file.path}: ${holds}`
      : /\.xlsx$/i.test(file.name) && content.kind !== 'xlsx' && content.kind !== 'zip'
        ? `${file.path}: named as an Excel workbook but ${holds.replace(/^it /, '')}`
        : `${file.path}: not ${expected.expected}; ${holds}`;
  return { ...expected, reason };
}

/** The failed import of a list file that was not read (see `SourcedFile.refusal`); undefined for a non-list file. */
export function refusedListFile(
  file: SourcedFile,
  reason: string,
): (Omit<ExpectedPublication, 'expected'> & { reason: string }) | undefined {
  if (!LIST_FILE_ENDING.test(file.name)) return undefined;
  const { expected: _expected, ...publication } = expectedPublication(file);
  return { ...publication, reason };
}

function expectedPublication(file: SourcedFile): ExpectedPublication {
  const extension = /\.([a-z]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  switch (file.sanctionList) {
    case 'pep_us_congress':
      return {
        sanctionList: 'pep_us_congress',
        listSource: US_CONGRESS_LIST_SOURCE,
        format: 'us-congress-yaml',
        expected: 'a US Congress YAML file',
      };
    case 'pep_ftm':
      return {
        sanctionList: 'pep_ftm',
        listSource: FTM_LIST_SOURCE,
        format: 'ftm-jsonl',
        expected: 'a FollowTheMoney JSON lines file',
      };
    case 'un':
      return {
        sanctionList: 'un',
        listSource: 'UN Consolidated List',
        format: 'un-xml',
        expected: 'a UN Consolidated List XML file',
      };
    case 'eu':
      return {
        sanctionList: 'eu',
        listSource: 'EU Financial Sanctions Files',
        format: 'eu-fsf-xml',
        expected: 'an EU Financial Sanctions Files XML file',
      };
    case 'uk':
      return extension === 'xml'
        ? {
            sanctionList: 'uk',
            listSource: 'UK Sanctions List (FCDO)',
            format: 'uk-fcdo-xml',
            expected: 'a UK Sanctions List XML file',
          }
        : {
            sanctionList: 'uk',
            listSource: 'UK OFSI Consolidated List',
            format: extension === 'csv' ? 'uk-ofsi-csv' : 'uk-ofsi-xlsx',
            expected: `a UK OFSI Consolidated List ${extension === 'csv' ? 'CSV' : 'workbook'}`,
          };
    case 'ca':
      return {
        sanctionList: 'ca',
        listSource: CA_SEMA_LIST_SOURCE,
        format: 'ca-sema-xml',
        expected: 'a Canada Consolidated Autonomous Sanctions List XML file',
      };
    case 'au':
      return {
        sanctionList: 'au',
        listSource: AU_DFAT_LIST_SOURCE,
        format: 'au-dfat-xlsx',
        expected: 'an Australia DFAT Consolidated List workbook',
      };
    case 'us_csl':
      return extension === 'txt'
        ? {
            sanctionList: 'us_csl',
            listSource: US_BIS_DPL_LIST_SOURCE,
            format: 'us-bis-dpl-txt',
            expected: 'a BIS Denied Persons List file',
          }
        : {
            sanctionList: 'us_csl',
            listSource: US_CSL_LIST_SOURCE,
            format: 'us-csl-csv',
            expected: 'a US Consolidated Screening List CSV file',
          };
    case 'jp':
      return {
        sanctionList: 'jp',
        listSource: JP_MOF_LIST_SOURCE,
        format: 'jp-mof-xlsx',
        expected: 'a Japan MOF asset-freeze list workbook',
      };
    case 'ofac': {
      // OFAC publishes either list in each format; the official file names tell which one this was.
      const listSource = /cons/i.test(file.name) ? OFAC_SOURCES.cons : OFAC_SOURCES.sdn;
      const format = extension === 'zip' ? 'ofac-enhanced-zip' : `ofac-${extension}`;
      return { sanctionList: 'ofac', listSource, format, expected: `an ${listSource} file` };
    }
  }
}
