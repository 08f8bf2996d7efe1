import { canManageOrganization } from '@sanctions/contracts';
import type { TeamReportQuery } from '@sanctions/contracts';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { PageState } from '@/components/page-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useTeamReport } from '../api/get-team-report';
import { defaultTeamReportQuery } from '../lib/default-team-report-query';
import { TeamReportChart } from './team-report-chart';
import { TeamReportCountsNote } from './team-report-counts-note';
import { TeamReportDownloads } from './team-report-downloads';
import { TeamReportFilters } from './team-report-filters';
import { TeamReportTable } from './team-report-table';

/**
 * /organization/reports: the team report for owners and admins (issue 23 §5), reached from View Analytics
 * on the organisation dashboard. Anyone else is told why they cannot see it; the server refuses them too.
 */
export function TeamReportPage() {
  const { t } = useTranslation('team-report');
  const { user } = useAuth();
  const canManage =
    user !== null && user.organizationId !== null && canManageOrganization(user.organizationRole);
  const [query, setQuery] = useState<TeamReportQuery>(() => defaultTeamReportQuery());
  const report = useTeamReport(query, { isEnabled: canManage });
  // The member choices come from the whole team's report of the same range (cached when no member is
  // chosen), so narrowing to one member keeps the others selectable.
  const { userId: _chosen, ...wholeTeam } = query;
  const team = useTeamReport(wholeTeam, { isEnabled: canManage });

  let content: ReactNode;
  if (user === null || user.organizationId === null) {
    content = (
      <PageState
        kind="empty"
        title={t('states.noOrganizationTitle')}
        message={t('states.noOrganization')}
      />
    );
  } else if (!canManage) {
    content = (
      <PageState
        kind="error"
        title={t('states.accessDeniedTitle')}
        message={t('states.accessDenied')}
      />
    );
  } else if (report.isPending) {
    content = <PageState kind="loading" message={t('states.loading')} />;
  } else if (report.isError) {
    content = (
      <PageState
        kind="error"
        message={t('states.error')}
        action={
          <Button variant="outline" onClick={() => void report.refetch()}>
            {t('states.retry')}
          </Button>
        }
      />
    );
  } else {
    const data = report.data;
    content = (
      <>
        <TeamReportChart periods={data.periods} />
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">{t('members.title')}</CardTitle>
          </CardHeader>
          <CardContent>
            <TeamReportTable
              caption={t('members.title')}
              lines={data.members}
              showPeriod={false}
              total={data.totals}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">{t('rows.title')}</CardTitle>
          </CardHeader>
          <CardContent>
            {data.rows.length === 0 ? (
              <p className="text-muted-foreground">{t('rows.empty')}</p>
            ) : (
              <TeamReportTable caption={t('rows.title')} lines={data.rows} showPeriod />
            )}
          </CardContent>
        </Card>
      </>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-4 py-8">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <>
            <Button asChild variant="ghost">
              <Link to={paths.organization}>
                <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
                {t('back')}
              </Link>
            </Button>
            {canManage && report.isSuccess ? <TeamReportDownloads query={query} /> : null}
          </>
        }
      />
      {canManage ? (
        <>
          <Card>
            <CardContent className="pt-6">
              <TeamReportFilters
                query={query}
                members={team.data?.members ?? []}
                onApply={setQuery}
              />
            </CardContent>
          </Card>
          <TeamReportCountsNote />
        </>
      ) : null}
      {content}
    </div>
  );
}
