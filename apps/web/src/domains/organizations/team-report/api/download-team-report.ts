import type { TeamReportQuery } from '@sanctions/contracts';
import { apiClient } from '@/lib/api-client';
import type { Language } from '@/lib/language';
import { saveFile } from '@/lib/save-file';
import { teamReportSearch } from './get-team-report';

export type TeamReportFormat = 'csv' | 'xlsx';

const ACCEPT: Record<TeamReportFormat, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The report as the server writes it (headings in the interface language), saved under its range. */
export async function downloadTeamReport(
  query: TeamReportQuery,
  format: TeamReportFormat,
  locale: Language,
) {
  const search = teamReportSearch(query);
  search.set('format', format);
  search.set('locale', locale);
  const blob = await apiClient.getBlob(
    `/api/v2/organization/reports/team/export?${search.toString()}`,
    { accept: ACCEPT[format] },
  );
  saveFile(blob, `team-report-${query.from}-to-${query.to}-${query.period}.${format}`);
}
