import { useNavigate } from '@tanstack/react-router';
import { paths } from '@/config/paths';
import {
  AccountTab,
  ApiKeysCard,
  DeleteAccountZone,
  PreferencesScreen,
  ProfilePage,
  TwoFactorPanel,
} from '@/domains/identity';
import { ActivityLogsPanel } from '@/domains/administration';
import { UsagePanel } from '@/domains/screening';
import { profileRoute } from './profile';

/** The /profile screen, loaded with its route: it composes the account features. */
export function ProfileRoute() {
  const { tab = 'overview' } = profileRoute.useSearch();
  const navigate = useNavigate();
  return (
    <ProfilePage
      tab={tab}
      onTabChange={(next) =>
        void navigate({
          to: paths.profile,
          search: next === 'overview' ? {} : { tab: next },
          replace: true,
        })
      }
      usage={<UsagePanel />}
      activity={<ActivityLogsPanel />}
      twoFactor={<TwoFactorPanel />}
      settings={<PreferencesScreen apiKeys={<ApiKeysCard />} dangerZone={<DeleteAccountZone />} />}
      account={<AccountTab />}
    />
  );
}
