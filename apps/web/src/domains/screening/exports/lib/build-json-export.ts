import type { ListVersionRef, SearchResult } from '@sanctions/contracts';
import type { ExportLayout } from './export-layout';
import type { ReportCell, ReportTable } from './report-table';

export interface JsonExportInput {
  layout: ExportLayout;
  /** Column ids of `table`, in its order (the JSON keys; the table's headers are display labels). */
  columns: readonly string[];
  table: ReportTable;
  audit: {
    searchId: string;
    user: string;
    generatedAt: Date;
    query: SearchResult['query'];
    algorithm: string;
    listVersions: readonly ListVersionRef[];
  };
  totalMatches: number;
  riskCounts: Record<string, number>;
}

/**
 * The template's export as a JSON document: machine keys (column ids), the values as the other
 * formats show them, and only the sections and fields the template chose.
 */
export function buildJsonExport(input: JsonExportInput): Record<string, unknown> {
  const { layout } = input;
  return {
    ...(layout.customFields.length > 0 ? { customFields: layout.customFields } : {}),
    ...(layout.auditContext
      ? { auditContext: { ...input.audit, generatedAt: input.audit.generatedAt.toISOString() } }
      : {}),
    ...(layout.summary
      ? { summary: { totalMatches: input.totalMatches, byRiskLevel: input.riskCounts } }
      : {}),
    ...(layout.matches
      ? {
          matches: input.table.rows.map((row) =>
            Object.fromEntries(
              input.columns.map((column, index): [string, ReportCell] => [
                column,
                row[index] ?? '',
              ]),
            ),
          ),
        }
      : {}),
  };
}
