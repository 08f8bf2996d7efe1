import type { Match, MatchStatus, MatchType, RiskLevel, SanctionList } from '@sanctions/contracts';
import type { Language } from '@/lib/language';
import { countryNamesIn } from '@sanctions/contracts';
import { translateAdditionalInfo } from './translate-additional-info';
import type { AdditionalInfoLabels } from './translate-additional-info';

/** Spec 9 CSV columns, in order; the last two are the "details" columns. */
export const REPORT_COLUMNS = [
  'matchNumber',
  'fullName',
  'arabicName',
  'nationality',
  'dateOfBirth',
  'sanctionList',
  'confidence',
  'riskLevel',
  'additionalInfo',
  'aiAnalysis',
] as const;

/** Columns an export template may add beyond spec 9's (issue 14: sections and columns per template). */
export const TEMPLATE_ONLY_COLUMNS = [
  'status',
  'matchType',
  'placeOfBirth',
  'aliases',
  'remarks',
] as const;
export type ReportColumn = (typeof REPORT_COLUMNS)[number] | (typeof TEMPLATE_ONLY_COLUMNS)[number];

const DETAIL_COLUMNS: readonly ReportColumn[] = ['additionalInfo', 'aiAnalysis'];

export type ReportCell = string | number;

export interface ReportTable {
  headers: string[];
  rows: ReportCell[][];
}

/** Texts in the interface language, so an Arabic user gets an Arabic sheet. */
export interface ReportLabels {
  columns: Record<ReportColumn, string>;
  riskLevels: Record<RiskLevel, string>;
  statuses: Record<MatchStatus, string>;
  matchTypes: Record<MatchType, string>;
  lists: Record<SanctionList, string>;
  /** Line labels of the additional information; left in English when absent. */
  additionalInfo?: AdditionalInfoLabels;
}

export interface ReportTableOptions {
  language: Language;
  labels: ReportLabels;
  /** Adds Additional Info and Match Analysis (spec 9: "when details are included"). */
  includeDetails: boolean;
  /** The columns, in order, an export template chose; spec 9's (with `includeDetails`) when absent. */
  columns?: readonly ReportColumn[];
}

function cellOf(
  column: ReportColumn,
  match: Match,
  index: number,
  options: ReportTableOptions,
): ReportCell {
  const entry = match.sanctionEntry;
  switch (column) {
    case 'matchNumber':
      return index + 1;
    case 'fullName':
      return entry.fullName;
    case 'arabicName':
      return entry.arabicName;
    case 'nationality':
      return countryNamesIn(options.language, entry.nationality);
    case 'dateOfBirth':
      return entry.dateOfBirth ?? '';
    case 'sanctionList':
      // The publication's English title would be the only English in an Arabic sheet.
      return options.language === 'en'
        ? `${options.labels.lists[entry.sanctionList]} (${entry.listSource})`
        : options.labels.lists[entry.sanctionList];
    case 'confidence':
      return match.confidence;
    case 'riskLevel':
      return options.labels.riskLevels[match.riskLevel];
    case 'additionalInfo':
      return options.labels.additionalInfo
        ? translateAdditionalInfo(entry.additionalInfo, options.labels.additionalInfo)
        : entry.additionalInfo;
    case 'aiAnalysis':
      return match.analysis[options.language];
    case 'status':
      return options.labels.statuses[match.status];
    case 'matchType':
      return options.labels.matchTypes[match.matchType];
    case 'placeOfBirth':
      return entry.birthPlaces.join('; ');
    case 'aliases':
      return entry.aliases.map((alias) => alias.name).join('; ');
    case 'remarks':
      return entry.remarks ?? '';
  }
}

/** The rows every tabular export (CSV, Excel) writes: one per match, in result order. */
export function buildReportTable(
  matches: readonly Match[],
  options: ReportTableOptions,
): ReportTable {
  const columns =
    options.columns ??
    REPORT_COLUMNS.filter((column) => options.includeDetails || !DETAIL_COLUMNS.includes(column));
  return {
    headers: columns.map((column) => options.labels.columns[column]),
    rows: matches.map((match, index) =>
      columns.map((column) => cellOf(column, match, index, options)),
    ),
  };
}
