import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PasswordHistoryCard } from './password-history-card';
import { UsageCard } from './usage-card';
import { UserDetailsCard } from './user-details-card';
import { UserPicker } from './user-picker';

/** User Analytics: pick a user (or arrive with ?userId=), then usage, password history and details. */
export function UserAnalyticsTab({
  userId,
  onSelectUser,
}: {
  userId: string | undefined;
  onSelectUser: (userId: string) => void;
}) {
  const { t } = useTranslation('super-admin');
  return (
    <section className="grid gap-4 lg:grid-cols-3" aria-label={t('tabs.userAnalytics')}>
      <Card className="lg:col-span-1">
        <CardHeader>
          <CardTitle>{t('analytics.pickUser')}</CardTitle>
        </CardHeader>
        <CardContent>
          <UserPicker onSelect={onSelectUser} />
        </CardContent>
      </Card>
      {userId === undefined ? (
        <p className="text-muted-foreground lg:col-span-2">{t('analytics.pickPrompt')}</p>
      ) : (
        <div className="grid gap-4 lg:col-span-2 md:grid-cols-2" key={userId}>
          <UsageCard userId={userId} />
          <PasswordHistoryCard userId={userId} />
          <div className="md:col-span-2">
            <UserDetailsCard userId={userId} />
          </div>
        </div>
      )}
    </section>
  );
}
