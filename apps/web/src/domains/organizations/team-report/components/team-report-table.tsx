import type { TeamReportFigures, TeamReportMember } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { useTeamReportFormatters } from '../lib/use-team-report-formatters';

export type TeamReportLine = TeamReportMember & TeamReportFigures & { periodStart?: string };

const FIGURES = ['singleSearches', 'bulkRows', 'decisions', 'reviews'] as const;

/**
 * Members (optionally by period) with their figures; scrolls sideways inside itself on a phone so the page
 * does not. `total` is a footer line for the whole team.
 */
export function TeamReportTable({
  caption,
  lines,
  showPeriod,
  total,
}: {
  caption: string;
  lines: readonly TeamReportLine[];
  showPeriod: boolean;
  total?: TeamReportFigures;
}) {
  const { t } = useTranslation('team-report');
  const format = useTeamReportFormatters();
  const figureCells = (figures: TeamReportFigures) => (
    <>
      {FIGURES.map((figure) => (
        <td key={figure} className="px-3 py-2 text-end tabular-nums">
          {format.number(figures[figure])}
        </td>
      ))}
      <td className="px-3 py-2 text-end tabular-nums">
        {figures.medianHoursToDecision === null
          ? t('notApplicable')
          : format.hours(figures.medianHoursToDecision)}
      </td>
    </>
  );
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[40rem] text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b text-muted-foreground">
            <th scope="col" className="px-3 py-2 text-start font-medium">
              {t('columns.member')}
            </th>
            {showPeriod ? (
              <th scope="col" className="px-3 py-2 text-start font-medium">
                {t('columns.period')}
              </th>
            ) : null}
            {[...FIGURES, 'median' as const].map((column) => (
              <th key={column} scope="col" className="px-3 py-2 text-end font-medium">
                {t(`columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={`${line.userId ?? 'deleted'}-${line.periodStart ?? ''}`} className="border-b">
              <th scope="row" className="px-3 py-2 text-start font-normal">
                <span className="block font-medium">
                  {line.userId === null ? t('deletedUser') : line.name}
                </span>
                <span className="block text-xs text-muted-foreground" dir="ltr">
                  {line.email}
                </span>
              </th>
              {showPeriod ? (
                <td className="px-3 py-2 whitespace-nowrap">
                  {line.periodStart === undefined ? '' : format.day(line.periodStart)}
                </td>
              ) : null}
              {figureCells(line)}
            </tr>
          ))}
        </tbody>
        {total ? (
          <tfoot>
            <tr className="font-semibold">
              <th scope="row" className="px-3 py-2 text-start">
                {t('members.total')}
              </th>
              {showPeriod ? <td /> : null}
              {figureCells(total)}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
