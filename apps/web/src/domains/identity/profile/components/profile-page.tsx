import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/lib/auth';
import { PROFILE_TABS } from '../lib/profile-tabs';
import type { ProfileTab } from '../lib/profile-tabs';
import { OverviewTab } from './overview-tab';
import { ProfileHeader } from './profile-header';
import { SecurityTab } from './security-tab';

function isProfileTab(value: string): value is ProfileTab {
  return PROFILE_TABS.some((tab) => tab === value);
}

export interface ProfilePageProps {
  tab: ProfileTab;
  onTabChange: (tab: ProfileTab) => void;
  /** Panels of other features, composed by the route (features do not import each other). */
  usage: ReactNode;
  activity: ReactNode;
  twoFactor: ReactNode;
  settings: ReactNode;
  account: ReactNode;
}

/** /profile: overview header and six tabs (spec 2.7, 2.8); the open tab lives in the URL. */
export function ProfilePage({ tab, onTabChange, ...panels }: ProfilePageProps) {
  const { t } = useTranslation('profile');
  const { user } = useAuth();

  if (!user) {
    return (
      <div className="mx-auto w-full max-w-7xl px-4 py-8">
        <p className="text-center text-muted-foreground">{t('signedOut')}</p>
      </div>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8">
      <ProfileHeader user={user} />
      <Tabs
        value={tab}
        onValueChange={(value) => {
          if (isProfileTab(value)) onTabChange(value);
        }}
      >
        <TabsList className="flex h-auto w-full justify-start overflow-x-auto">
          {PROFILE_TABS.map((name) => (
            <TabsTrigger key={name} value={name}>
              {t(`tabs.${name}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview" className="mt-6">
          <OverviewTab user={user} />
        </TabsContent>
        <TabsContent value="usage" className="mt-6">
          {panels.usage}
        </TabsContent>
        <TabsContent value="activity" className="mt-6">
          {panels.activity}
        </TabsContent>
        <TabsContent value="security" className="mt-6">
          <SecurityTab twoFactor={panels.twoFactor} />
        </TabsContent>
        <TabsContent value="settings" className="mt-6">
          {panels.settings}
        </TabsContent>
        <TabsContent value="account" className="mt-6">
          {panels.account}
        </TabsContent>
      </Tabs>
    </div>
  );
}
