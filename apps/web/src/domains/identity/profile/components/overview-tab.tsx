import type { SessionUser } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useDateTime } from '@/lib/use-date-time';
import { EmailVerificationStatus } from './email-verification-status';
import { ProfileForm } from './profile-form';

/** Overview tab: the profile form and the account's facts (limits, status, last sign-in). */
export function OverviewTab({ user }: { user: SessionUser }) {
  const { t, i18n } = useTranslation('profile');
  const { dateTime } = useDateTime(t('time.justNow'));
  const number = new Intl.NumberFormat(i18n.language);
  const facts: [string, string][] = [
    [t('overview.status'), user.isActive ? t('overview.active') : t('overview.inactive')],
    [t('overview.dailyLimit'), number.format(user.maxSearchesPerDay)],
    [t('overview.monthlyLimit'), number.format(user.maxSearchesPerMonth)],
    [t('overview.lastLogin'), user.lastLoginAt ? dateTime(user.lastLoginAt) : t('overview.never')],
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="lg:col-span-2">
        <ProfileForm user={user} />
      </div>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">{t('overview.title')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <dl className="grid gap-3 text-sm">
            {facts.map(([label, value]) => (
              <div key={label} className="flex justify-between gap-4">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="font-medium">{value}</dd>
              </div>
            ))}
          </dl>
          <EmailVerificationStatus isVerified={user.isVerified} />
        </CardContent>
      </Card>
    </div>
  );
}
