import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import { ScrollText } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { resolveSuperAdminTab, SUPER_ADMIN_TABS } from '../lib/super-admin-tabs';
import type { SuperAdminSearch } from '../lib/super-admin-tabs';
import { OverviewTab } from './overview-tab';
import { SearchHistoryTab } from './search-history-tab';
import { UserAnalyticsTab } from './user-analytics-tab';
import { UserManagementTab } from './user-management-tab';

interface SuperAdminPageProps {
  search: SuperAdminSearch;
  /** Changes the URL's search (tab and user), so a link such as ?userId= opens the same view. */
  onNavigate: (search: SuperAdminSearch) => void;
}

/** /super-admin (spec 2): Overview, Search History, User Analytics, User Management. */
export function SuperAdminPage({ search, onNavigate }: SuperAdminPageProps) {
  const { t } = useTranslation('super-admin');
  const active = resolveSuperAdminTab(search);
  const viewAnalytics = (userId: string) => onNavigate({ tab: 'userAnalytics', userId });
  const panels: Record<(typeof SUPER_ADMIN_TABS)[number], ReactNode> = {
    overview: <OverviewTab />,
    searchHistory: <SearchHistoryTab />,
    userAnalytics: <UserAnalyticsTab userId={search.userId} onSelectUser={viewAnalytics} />,
    userManagement: <UserManagementTab onViewAnalytics={viewAnalytics} />,
  };
  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Button asChild variant="outline">
            <Link to={paths.auditTrail}>
              <ScrollText aria-hidden="true" />
              {t('auditTrail')}
            </Link>
          </Button>
        }
      />
      <Tabs
        value={active}
        onValueChange={(next) => {
          const tab = SUPER_ADMIN_TABS.find((name) => name === next);
          if (tab) onNavigate({ ...search, tab });
        }}
      >
        <TabsList className="flex h-auto w-full justify-start overflow-x-auto">
          {SUPER_ADMIN_TABS.map((name) => (
            <TabsTrigger key={name} value={name}>
              {t(`tabs.${name}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {SUPER_ADMIN_TABS.map((name) => (
          <TabsContent key={name} value={name} className="mt-6">
            {active === name ? panels[name] : null}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
