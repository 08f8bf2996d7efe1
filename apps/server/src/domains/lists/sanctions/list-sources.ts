import { AU_DFAT_LIST_SOURCE, CA_SEMA_LIST_SOURCE, US_CSL_LIST_SOURCE } from '@sanctions/lists';
import type { ListId } from '@sanctions/screening';

/** One file of an official publication: the official name it is stored under and where it is published. */
export interface SourceFile {
  name: string;
  url: string;
}

/** An official publication to download: all its files must arrive, or none replaces the stored ones. */
export interface ListSource {
  sanctionList: ListId;
  listSource: string;
  /** Parser format expected, recorded on a failed download. */
  format: string;
  files: SourceFile[];
}

const CONGRESS_LEGISLATORS =
  'https://raw.githubusercontent.com/unitedstates/congress-legislators/main';

const OFAC_EXPORTS = 'https://sanctionslistservice.ofac.treas.gov/api/PublicationPreview/exports';

/** The official download URLs (documented in docs/list-sources.md). Never fetched by tests. */
export const OFFICIAL_LIST_SOURCES: readonly ListSource[] = [
  {
    sanctionList: 'ofac',
    listSource: 'OFAC SDN',
    format: 'ofac-csv',
    files: [
      { name: 'sdn.csv', url: `${OFAC_EXPORTS}/SDN.CSV` },
      { name: 'add.csv', url: `${OFAC_EXPORTS}/ADD.CSV` },
      { name: 'alt.csv', url: `${OFAC_EXPORTS}/ALT.CSV` },
      { name: 'sdn_comments.csv', url: `${OFAC_EXPORTS}/SDN_COMMENTS.CSV` },
    ],
  },
  {
    sanctionList: 'ofac',
    listSource: 'OFAC Consolidated (non-SDN)',
    format: 'ofac-csv',
    files: [
      { name: 'cons_prim.csv', url: `${OFAC_EXPORTS}/CONS_PRIM.CSV` },
      { name: 'cons_add.csv', url: `${OFAC_EXPORTS}/CONS_ADD.CSV` },
      { name: 'cons_alt.csv', url: `${OFAC_EXPORTS}/CONS_ALT.CSV` },
      { name: 'cons_comments.csv', url: `${OFAC_EXPORTS}/CONS_COMMENTS.CSV` },
    ],
  },
  {
    sanctionList: 'un',
    listSource: 'UN Consolidated List',
    format: 'un-xml',
    files: [
      {
        name: 'consolidated.xml',
        url: 'https://scsanctions.un.org/resources/xml/en/consolidated.xml',
      },
    ],
  },
  {
    sanctionList: 'eu',
    listSource: 'EU Financial Sanctions Files',
    format: 'eu-fsf-xml',
    files: [
      {
        name: 'xmlFullSanctionsList_1_1.xml',
        // The token is the public one the EU publishes for anonymous downloads of the FSF files.
        url: 'https://webgate.ec.europa.eu/fsd/fsf/public/files/xmlFullSanctionsList_1_1/content?token=dG9rZW4tMjAxNw',
      },
    ],
  },
  {
    sanctionList: 'uk',
    listSource: 'UK Sanctions List (FCDO)',
    format: 'uk-fcdo-xml',
    files: [
      {
        name: 'UK-Sanctions-List.xml',
        url: 'https://sanctionslist.fcdo.gov.uk/docs/UK-Sanctions-List.xml',
      },
    ],
  },
  {
    sanctionList: 'ca',
    listSource: CA_SEMA_LIST_SOURCE,
    format: 'ca-sema-xml',
    files: [
      {
        name: 'sema-lmes.xml',
        url: 'https://www.international.gc.ca/world-monde/assets/office_docs/international_relations-relations_internationales/sanctions/sema-lmes.xml',
      },
    ],
  },
  {
    sanctionList: 'au',
    listSource: AU_DFAT_LIST_SOURCE,
    format: 'au-dfat-xlsx',
    files: [
      {
        name: 'Australian_Sanctions_Consolidated_List.xlsx',
        url: 'https://www.dfat.gov.au/sites/default/files/Australian_Sanctions_Consolidated_List.xlsx',
      },
    ],
  },
  {
    // Only the export-control lists are kept from it; its Treasury lists come from OFAC's own files.
    sanctionList: 'us_csl',
    listSource: US_CSL_LIST_SOURCE,
    format: 'us-csl-csv',
    files: [
      {
        name: 'consolidated.csv',
        url: 'https://data.trade.gov/downloadable_consolidated_screening_list/v1/consolidated.csv',
      },
    ],
  },
  {
    // CC0 (public domain): free for commercial use. One publication of both files (issue 25).
    sanctionList: 'pep_us_congress',
    listSource: 'US Congress and Executive (unitedstates/congress-legislators)',
    format: 'us-congress-yaml',
    files: [
      { name: 'legislators-current.yaml', url: `${CONGRESS_LEGISLATORS}/legislators-current.yaml` },
      { name: 'executive.yaml', url: `${CONGRESS_LEGISLATORS}/executive.yaml` },
    ],
  },
  // Japan's MOF list is not downloaded: its file name changes with each edition
  // (shisantouketsuYYYYMMDD.xlsx), so an administrator puts the current workbook in LISTS_DIR/jp/.
];
