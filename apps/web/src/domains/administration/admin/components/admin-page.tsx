import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/lib/auth';
import { adminTabsFor, resolveAdminTab } from '../lib/admin-tabs';
import type { AdminTab } from '../lib/admin-tabs';
import { AdminTabNotice } from './admin-tab-notice';
import { PendingOrganizationsTab } from './pending-organizations-tab';

interface AdminPageProps {
  /** The tab named in the URL; a missing or forbidden one opens the first tab the user may see. */
  tab?: AdminTab;
  onTabChange: (tab: AdminTab) => void;
  /** The Users tab's content, composed by the route (features never import each other). */
  usersPanel?: ReactNode;
  /** The Analytics tab's content, composed by the route likewise. */
  analyticsPanel?: ReactNode;
  /** The Settings tab's content (the sanctions lists' import and history), composed by the route likewise. */
  settingsPanel?: ReactNode;
}

/** /admin (spec 2, admin dashboard): Pending Organizations (super admin), Users, Analytics, Settings. */
export function AdminPage({
  tab,
  onTabChange,
  usersPanel,
  analyticsPanel,
  settingsPanel,
}: AdminPageProps) {
  const { t } = useTranslation('admin');
  const { user } = useAuth();
  if (user === null) return null;
  const tabs = adminTabsFor(user.role);
  const active = resolveAdminTab(user.role, tab);
  const panels: Record<AdminTab, ReactNode> = {
    pendingOrganizations: <PendingOrganizationsTab />,
    users: usersPanel ?? <AdminTabNotice tab="users" />,
    analytics: analyticsPanel ?? <AdminTabNotice tab="analytics" />,
    settings: settingsPanel ?? <AdminTabNotice tab="settings" />,
  };

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8">
      <PageHeader title={t('title')} description={t('description')} />
      <Tabs
        value={active}
        onValueChange={(next) => {
          const chosen = tabs.find((name) => name === next);
          if (chosen) onTabChange(chosen);
        }}
      >
        <TabsList className="flex h-auto w-full justify-start overflow-x-auto">
          {tabs.map((name) => (
            <TabsTrigger key={name} value={name}>
              {t(`tabs.${name}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((name) => (
          <TabsContent key={name} value={name} className="mt-6">
            {panels[name]}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
