import type { Activity } from '@sanctions/contracts';
import { Link } from '@tanstack/react-router';
import { AlertTriangle, CheckCircle2, ChevronDown, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { useDescribeActivity } from '@/lib/use-describe-activity';
import { cn } from '@/lib/utils';

interface ActivityRowProps {
  activity: Activity;
  isExpanded: boolean;
  onToggle: () => void;
  relative: (value: string) => string;
  dateTime: (value: string) => string;
}

/** The stored screening a search entry recorded, to reopen it in the history (issue 14). */
function searchIdOf(activity: Activity): string | undefined {
  const searchId = activity.metadata['searchId'];
  return activity.type === 'search' && typeof searchId === 'string' ? searchId : undefined;
}

function StatusIcon({ activity, label }: { activity: Activity; label: string }) {
  if (!activity.success)
    return <XCircle className="size-5 shrink-0 text-destructive" aria-label={label} />;
  if (activity.severity === 'warning')
    return <AlertTriangle className="size-5 shrink-0 text-orange-500" aria-label={label} />;
  return <CheckCircle2 className="size-5 shrink-0 text-green-600" aria-label={label} />;
}

/** One activity; clicking the row shows its details (spec 2.10). */
export function ActivityRow({
  activity,
  isExpanded,
  onToggle,
  relative,
  dateTime,
}: ActivityRowProps) {
  const { t } = useTranslation('activity');
  const describe = useDescribeActivity();
  const detailsId = `activity-details-${activity.id}`;
  const metadata = Object.entries(activity.metadata);
  const searchId = searchIdOf(activity);
  return (
    <li className="border-b last:border-b-0">
      <button
        type="button"
        onClick={onToggle}
        aria-expanded={isExpanded}
        aria-controls={detailsId}
        className="flex w-full items-start gap-3 px-4 py-3 text-start hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
      >
        <StatusIcon activity={activity} label={activity.success ? t('success') : t('failure')} />
        <span className="grid min-w-0 flex-1 gap-1">
          <span className="flex flex-wrap items-center gap-2">
            <Badge variant="outline" data-testid="activity-type">
              {t(`types.${activity.type}`)}
            </Badge>
            {activity.severity !== 'info' ? (
              <Badge variant={activity.severity === 'error' ? 'red' : 'orange'}>
                {t(`severity.${activity.severity}`)}
              </Badge>
            ) : null}
            <time dateTime={activity.timestamp} className="text-xs text-muted-foreground">
              {relative(activity.timestamp)}
            </time>
          </span>
          <span className="text-sm">{describe(activity)}</span>
        </span>
        <ChevronDown
          aria-hidden="true"
          className={cn(
            'mt-1 size-4 shrink-0 text-muted-foreground transition-transform',
            isExpanded && 'rotate-180',
          )}
        />
      </button>
      {isExpanded ? (
        <dl
          id={detailsId}
          className="grid gap-2 bg-muted/50 px-4 py-3 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-6"
        >
          <dt className="text-muted-foreground">{t('details.time')}</dt>
          <dd>{dateTime(activity.timestamp)}</dd>
          <dt className="text-muted-foreground">{t('details.action')}</dt>
          <dd className="font-mono text-xs">
            <bdi dir="ltr">{activity.action}</bdi>
          </dd>
          <dt className="text-muted-foreground">{t('details.result')}</dt>
          <dd>{activity.success ? t('success') : t('failure')}</dd>
          {searchId ? (
            <>
              <dt className="text-muted-foreground">{t('details.screening')}</dt>
              <dd>
                <Link
                  to={paths.searchResults}
                  search={{ id: searchId }}
                  className="text-primary underline-offset-4 hover:underline"
                >
                  {t('details.openScreening')}
                </Link>
              </dd>
            </>
          ) : null}
          {activity.ipAddress ? (
            <>
              <dt className="text-muted-foreground">{t('details.ipAddress')}</dt>
              <dd className="font-mono text-xs">
                <bdi dir="ltr">{activity.ipAddress}</bdi>
              </dd>
            </>
          ) : null}
          {activity.userAgent ? (
            <>
              <dt className="text-muted-foreground">{t('details.userAgent')}</dt>
              <dd className="break-all text-xs">
                <bdi dir="ltr">{activity.userAgent}</bdi>
              </dd>
            </>
          ) : null}
          {metadata.length > 0 ? (
            <>
              <dt className="text-muted-foreground">{t('details.metadata')}</dt>
              <dd>
                <pre dir="ltr" className="overflow-x-auto whitespace-pre-wrap text-start text-xs">
                  {JSON.stringify(activity.metadata, null, 2)}
                </pre>
              </dd>
            </>
          ) : null}
        </dl>
      ) : null}
    </li>
  );
}
