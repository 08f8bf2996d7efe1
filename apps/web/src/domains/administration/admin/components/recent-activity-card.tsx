import { Activity, Search, Settings, UserRound } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { RecentActivityType } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useRecentActivity } from '../api/get-recent-activity';
import { describeActivity } from '../lib/describe-activity';
import { useLocaleFormatters } from '@/lib/use-locale-formatters';

const ICONS: Record<RecentActivityType, LucideIcon> = {
  search: Search,
  profile: UserRound,
  system: Settings,
};

/** The admin dashboard's recent activity list (spec 2): stored searches and audit events, newest first. */
export function RecentActivityCard() {
  const { t } = useTranslation('admin');
  const format = useLocaleFormatters();
  const activity = useRecentActivity();

  return (
    <Card role="region" aria-labelledby="recent-activity-title">
      <CardHeader>
        <CardTitle id="recent-activity-title" className="flex items-center gap-2">
          <Activity aria-hidden="true" className="size-5" />
          {t('activity.title')}
        </CardTitle>
        <CardDescription>{t('activity.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {activity.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner className="size-4" />
            {t('activity.loading')}
          </p>
        ) : activity.isError ? (
          <div role="alert" className="grid justify-items-start gap-2 text-sm text-destructive">
            <p>{t('activity.error')}</p>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => void activity.refetch()}
            >
              {t('activity.retry')}
            </Button>
          </div>
        ) : activity.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('activity.empty')}</p>
        ) : (
          <ul className="grid gap-3">
            {activity.data.map((entry) => {
              const Icon = ICONS[entry.type];
              return (
                <li key={entry.id} className="flex items-start gap-3" data-type={entry.type}>
                  <Icon
                    aria-hidden="true"
                    className="mt-0.5 size-4 shrink-0 text-muted-foreground"
                  />
                  <div className="grid min-w-0 flex-1 gap-0.5">
                    <p className="text-sm font-medium">{t(`activity.events.${entry.key}`)}</p>
                    <p className="truncate text-sm text-muted-foreground">
                      {describeActivity(entry, t, format.number)}
                    </p>
                  </div>
                  <time
                    dateTime={entry.timestamp}
                    className="shrink-0 text-xs text-muted-foreground"
                  >
                    {format.dateTime(entry.timestamp)}
                  </time>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
