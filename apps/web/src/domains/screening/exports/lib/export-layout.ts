import { EXPORT_TEMPLATE_COLUMNS } from '@sanctions/contracts';
import type { ExportTemplateConfiguration, Match, RiskLevel } from '@sanctions/contracts';
import { REPORT_COLUMNS } from './report-table';
import type { ReportCell, ReportColumn } from './report-table';

/** What one export contains: the columns of its match table and the blocks above it. */
export interface ExportLayout {
  columns: readonly ReportColumn[];
  auditContext: boolean;
  /** Total matches and the count per risk level. */
  summary: boolean;
  /** The match table itself; without it the file holds only its header blocks. */
  matches: boolean;
  customFields: readonly { label: string; value: string }[];
}

/** Spec 9's export: every spec column with the details, the audit block, no template fields. */
export const DEFAULT_LAYOUT: ExportLayout = {
  columns: REPORT_COLUMNS,
  auditContext: true,
  summary: false,
  matches: true,
  customFields: [],
};

/**
 * The layout a template chooses: its columns in the template order, Additional Info with the entry
 * details section and Match Analysis with the explanations section, and its sections and fields.
 */
export function layoutOf(configuration: ExportTemplateConfiguration): ExportLayout {
  const sections = new Set(configuration.sections);
  const chosen = new Set(configuration.columns);
  return {
    columns: [
      ...EXPORT_TEMPLATE_COLUMNS.filter((column) => chosen.has(column)),
      ...(sections.has('entryDetails') ? (['additionalInfo'] as const) : []),
      ...(sections.has('explanations') ? (['aiAnalysis'] as const) : []),
    ],
    auditContext: sections.has('auditContext'),
    summary: sections.has('summary'),
    matches: sections.has('matches'),
    customFields: configuration.customFields,
  };
}

export interface HeaderLabels {
  customFields: string;
  summary: string;
  totalMatches: string;
  /** "High risk matches" for each level. */
  riskMatches: Record<RiskLevel, string>;
}

const RISK_LEVELS: readonly RiskLevel[] = ['high', 'medium', 'low'];

/**
 * The label/value rows above the match table (CSV) or on the audit sheet (Excel): the template's
 * fields first (case number, reviewer), then the audit context, then the summary.
 */
export function buildHeaderRows(
  layout: ExportLayout,
  input: { auditRows: readonly ReportCell[][]; matches: readonly Match[]; totalMatches: number },
  labels: HeaderLabels,
): ReportCell[][] {
  const fields =
    layout.customFields.length === 0
      ? []
      : [[labels.customFields], ...layout.customFields.map((field) => [field.label, field.value])];
  const summary = layout.summary
    ? [
        [labels.summary],
        [labels.totalMatches, input.totalMatches],
        ...RISK_LEVELS.map((level) => [
          labels.riskMatches[level],
          input.matches.filter((match) => match.riskLevel === level).length,
        ]),
      ]
    : [];
  const audit = layout.auditContext ? input.auditRows : [];
  // Blocks are separated by an empty row, as the header block is from the table.
  return [fields, audit, summary]
    .filter((block) => block.length > 0)
    .flatMap((block, index) => (index === 0 ? block : [[], ...block]));
}
