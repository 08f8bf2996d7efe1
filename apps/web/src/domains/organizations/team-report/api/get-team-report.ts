import { teamReportReplySchema } from '@sanctions/contracts';
import type { TeamReportQuery } from '@sanctions/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const teamReportKeys = {
  all: ['team-report'] as const,
  report: (query: TeamReportQuery) => [...teamReportKeys.all, query] as const,
};

/** The query string of the report and its export (the member filter only when one is chosen). */
export function teamReportSearch(query: TeamReportQuery): URLSearchParams {
  const search = new URLSearchParams({ from: query.from, to: query.to, period: query.period });
  if (query.userId !== undefined) search.set('userId', query.userId);
  return search;
}

/** GET /api/v2/organization/reports/team (owners and admins); the last answer stays while the next loads. */
export function useTeamReport(query: TeamReportQuery, { isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    queryKey: teamReportKeys.report(query),
    queryFn: async () =>
      (
        await apiClient.get(
          `/api/v2/organization/reports/team?${teamReportSearch(query).toString()}`,
          teamReportReplySchema,
        )
      ).data,
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
}
