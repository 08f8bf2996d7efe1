import { Download, FileJson } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { toast } from '@/lib/toast';
import { useDateTime } from '@/lib/use-date-time';
import { ACTIVITY_PAGE_SIZE } from '@sanctions/contracts';
import { exportActivityLogs, useActivityLogs } from '../api/activity-logs';
import type { ExportFormat } from '../api/activity-logs';
import { EMPTY_FILTERS, pageRange } from '../lib/activity-params';
import type { ActivityFilterState } from '../lib/activity-params';
import { ActivityFilters } from './activity-filters';
import { ActivityRow } from './activity-row';

/** Activity Logs (spec 2.10): filters, CSV/JSON export, expandable rows, paging. */
export function ActivityLogsPanel() {
  const { t, i18n } = useTranslation('activity');
  const { relative, dateTime } = useDateTime(t('justNow'));
  const errorMessage = useApiErrorMessage();
  const [draft, setDraft] = useState<ActivityFilterState>(EMPTY_FILTERS);
  const [applied, setApplied] = useState<ActivityFilterState>(EMPTY_FILTERS);
  const [offset, setOffset] = useState(0);
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const logs = useActivityLogs(applied, offset);
  const number = new Intl.NumberFormat(i18n.language);

  const apply = (filters: ActivityFilterState) => {
    setApplied(filters);
    setOffset(0);
    setExpandedId(null);
  };

  const runExport = async (format: ExportFormat) => {
    setExporting(format);
    try {
      await exportActivityLogs(applied, format);
      toast({ title: t('export.done'), variant: 'success' });
    } catch (error) {
      toast({
        title: t('export.failed'),
        description: errorMessage(error, t('export.failedFallback')),
        variant: 'destructive',
      });
    } finally {
      setExporting(null);
    }
  };

  const activities = logs.data?.activities ?? [];
  const range = pageRange(offset, activities.length, logs.data?.total ?? 0);

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle className="text-lg">{t('title')}</CardTitle>
          <CardDescription>{t('description')}</CardDescription>
        </div>
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => void runExport('csv')}
            disabled={exporting !== null}
          >
            <Download aria-hidden="true" />
            {t('export.csv')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void runExport('json')}
            disabled={exporting !== null}
          >
            <FileJson aria-hidden="true" />
            {t('export.json')}
          </Button>
        </div>
      </CardHeader>
      <CardContent className="grid gap-6">
        <ActivityFilters
          draft={draft}
          onChange={setDraft}
          onApply={() => apply(draft)}
          onClear={() => {
            setDraft(EMPTY_FILTERS);
            apply(EMPTY_FILTERS);
          }}
        />
        <div className="h-[500px] overflow-y-auto rounded-md border" aria-busy={logs.isFetching}>
          {logs.isPending ? (
            <p
              role="status"
              className="flex items-center justify-center gap-2 p-6 text-sm text-muted-foreground"
            >
              <Spinner className="size-4" />
              {t('loading', { ns: 'common' })}
            </p>
          ) : logs.isError ? (
            <p role="alert" className="p-6 text-center text-sm text-destructive">
              {t('failed')}
            </p>
          ) : activities.length === 0 ? (
            <p className="p-6 text-center text-sm text-muted-foreground">{t('empty')}</p>
          ) : (
            <ul aria-label={t('title')}>
              {activities.map((activity) => (
                <ActivityRow
                  key={activity.id}
                  activity={activity}
                  isExpanded={expandedId === activity.id}
                  onToggle={() => setExpandedId((id) => (id === activity.id ? null : activity.id))}
                  relative={relative}
                  dateTime={dateTime}
                />
              ))}
            </ul>
          )}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t('paging.showing', {
              from: number.format(range.from),
              to: number.format(range.to),
              total: number.format(range.total),
            })}
          </p>
          <div className="flex gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={offset === 0 || logs.isFetching}
              onClick={() => {
                setOffset(Math.max(0, offset - ACTIVITY_PAGE_SIZE));
                setExpandedId(null);
              }}
            >
              {t('paging.previous')}
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={range.to >= range.total || logs.isFetching}
              onClick={() => {
                setOffset(offset + ACTIVITY_PAGE_SIZE);
                setExpandedId(null);
              }}
            >
              {t('paging.next')}
            </Button>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
