import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { AnalyticsDashboard } from './analytics-dashboard';

/** /analytics (spec 2): admins and super admins; the route guard shows others the Access Denied text. */
export function AnalyticsPage({ recentActivity }: { recentActivity?: ReactNode }) {
  const { t } = useTranslation('analytics');
  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6 px-4 py-8">
      <PageHeader title={t('title')} description={t('description')} />
      <AnalyticsDashboard recentActivity={recentActivity} />
    </div>
  );
}
