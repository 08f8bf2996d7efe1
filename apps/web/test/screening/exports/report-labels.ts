import arCommon from '@/locales/ar/common.json';
import arSearch from '@/locales/ar/search.json';
import type { ReportLabels } from '@/domains/screening/exports/lib/report-table';

/** The English labels of the spec (section 9), as the export hook builds them from translations. */
export const ENGLISH_REPORT_LABELS: ReportLabels = {
  columns: {
    matchNumber: 'Match #',
    fullName: 'Full Name',
    arabicName: 'Arabic Name',
    nationality: 'Nationality',
    dateOfBirth: 'Date of Birth',
    sanctionList: 'Sanction List',
    confidence: 'Match Confidence',
    riskLevel: 'Risk Level',
    additionalInfo: 'Additional Info',
    aiAnalysis: 'Match Analysis',
    status: 'Status',
    matchType: 'Match Type',
    placeOfBirth: 'Place of Birth',
    aliases: 'Aliases',
    remarks: 'Remarks',
  },
  riskLevels: { high: 'High', medium: 'Medium', low: 'Low' },
  statuses: {
    active_sanction: 'Active Sanction',
    review_required: 'Review Required',
    likely_clear: 'Likely Clear',
  },
  matchTypes: {
    exact: 'Exact',
    alias: 'Alias',
    transliteration: 'Transliteration',
    phonetic: 'Phonetic',
    fuzzy: 'Fuzzy',
  },
  lists: {
    ofac: 'OFAC',
    un: 'UN',
    eu: 'EU',
    uk: 'UK',
    ca: 'Canada',
    au: 'Australia',
    us_csl: 'US CSL',
    jp: 'Japan',
  },
};

/** The Arabic labels, read from the Arabic locale files as the export hook reads them. */
export const ARABIC_REPORT_LABELS: ReportLabels = {
  columns: arSearch.export.columns,
  riskLevels: arSearch.riskLevels,
  statuses: arSearch.statuses,
  matchTypes: arSearch.matchTypes,
  lists: {
    ofac: arSearch.listFilters.ofac,
    un: arSearch.listFilters.un,
    eu: arSearch.listFilters.eu,
    uk: arSearch.listFilters.uk,
    ca: arSearch.listFilters.ca,
    au: arSearch.listFilters.au,
    us_csl: arSearch.listFilters.us_csl,
    jp: arSearch.listFilters.jp,
  },
  additionalInfo: {
    labels: Object.fromEntries(
      Object.entries(arCommon.exportInfo.labels).map(([key, text]) => [
        key.replaceAll('_', ' '),
        text,
      ]),
    ),
    values: arCommon.exportInfo.values,
  },
};
