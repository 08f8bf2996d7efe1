import type { TeamReportQuery } from '@sanctions/contracts';

const DAY_MS = 86_400_000;
/** The default range: the last 30 UTC days including today, in weeks. */
const DEFAULT_DAYS = 30;

export function defaultTeamReportQuery(today: Date = new Date()): TeamReportQuery {
  return {
    from: new Date(today.getTime() - (DEFAULT_DAYS - 1) * DAY_MS).toISOString().slice(0, 10),
    to: today.toISOString().slice(0, 10),
    period: 'week',
  };
}
