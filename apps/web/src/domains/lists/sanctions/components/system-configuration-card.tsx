import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useRefreshSchedule } from '../api/get-refresh-schedule';

/** System configuration description (spec 2): where the lists come from and when they count as stale. */
export function SystemConfigurationCard() {
  const { t } = useTranslation('admin');
  const schedule = useRefreshSchedule();

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('config.title')}</CardTitle>
        <CardDescription>{t('config.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid list-disc gap-2 ps-5 text-sm">
          <li>{t('config.sources')}</li>
          <li>{t('config.versioning')}</li>
          {schedule.isSuccess ? (
            <>
              <li>
                {schedule.data.refreshHours > 0
                  ? t('config.schedule', { hours: schedule.data.refreshHours })
                  : t('config.scheduleOff')}
              </li>
              <li>{t('config.stale', { hours: schedule.data.staleAfterHours })}</li>
            </>
          ) : null}
        </ul>
      </CardContent>
    </Card>
  );
}
