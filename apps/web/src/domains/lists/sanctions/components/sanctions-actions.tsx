import type { ImportRun } from '@sanctions/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { DownloadCloud, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { toast } from '@/lib/toast';
import { useImportJob } from '../api/get-import-job';
import { invalidateListData } from '../api/invalidate-list-data';
import { useRefreshLists } from '../api/refresh-lists';
import { useStartCrawl } from '../api/start-crawl';
import { describeRunProblems } from '../lib/run-problems';
import { ImportRunPanel } from './import-run-panel';

/**
 * "Update data" downloads the official lists in the background (202, then the job is polled until it
 * ends); "Refresh" re-imports the files on hand and waits. Both toast the spec's messages.
 */
export function SanctionsActions() {
  const { t } = useTranslation('admin');
  const errorMessage = useApiErrorMessage();
  const queryClient = useQueryClient();
  const crawl = useStartCrawl();
  const refresh = useRefreshLists();
  const [jobId, setJobId] = useState<string | null>(null);
  const [refreshRun, setRefreshRun] = useState<ImportRun | null>(null);
  const job = useImportJob(jobId);

  const finishedJobId = job.data && job.data.status !== 'running' ? job.data.id : null;
  useEffect(() => {
    if (finishedJobId !== null) void invalidateListData(queryClient);
  }, [finishedJobId, queryClient]);

  const isCrawlRunning =
    crawl.isPending || (jobId !== null && finishedJobId === null && !job.isError);
  const isBusy = isCrawlRunning || refresh.isPending;
  const shownRun = refresh.isPending ? null : (refreshRun ?? job.data ?? null);

  const startCrawl = () =>
    crawl.mutate(undefined, {
      onSuccess: (started) => {
        setRefreshRun(null);
        setJobId(started.jobId);
        toast({ title: t('toasts.crawlStarted'), variant: 'success' });
      },
      onError: (error) =>
        toast({
          title: t('toasts.crawlFailed'),
          description: errorMessage(error, t('toasts.unknownError')),
          variant: 'destructive',
        }),
    });

  const startRefresh = () =>
    refresh.mutate(undefined, {
      onSuccess: (run) => {
        setJobId(null);
        setRefreshRun(run);
        const problems = describeRunProblems(run, t('run.unknownReason')).join('; ');
        // Any failed publication makes the refresh a failure: the list it names is still on old data.
        if (run.status === 'succeeded') {
          toast({ title: t('toasts.refreshed'), variant: 'success' });
        } else {
          toast({
            title: t('toasts.refreshFailed'),
            description:
              problems === ''
                ? undefined
                : run.status === 'partial'
                  ? t('toasts.partial', { problems })
                  : problems,
            variant: 'destructive',
          });
        }
      },
      onError: (error) =>
        toast({
          title: t('toasts.refreshFailed'),
          description: errorMessage(error, t('toasts.unknownError')),
          variant: 'destructive',
        }),
    });

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle>{t('actions.title')}</CardTitle>
          <CardDescription>{t('actions.description')}</CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={startCrawl} disabled={isBusy}>
            {isCrawlRunning ? <Spinner /> : <DownloadCloud aria-hidden="true" />}
            {isCrawlRunning ? t('actions.updating') : t('actions.update')}
          </Button>
          <Button variant="outline" onClick={startRefresh} disabled={isBusy}>
            {refresh.isPending ? <Spinner /> : <RefreshCw aria-hidden="true" />}
            {refresh.isPending ? t('actions.refreshing') : t('actions.refresh')}
          </Button>
        </div>
      </CardHeader>
      {shownRun ? (
        <CardContent>
          <ImportRunPanel run={shownRun} />
        </CardContent>
      ) : null}
    </Card>
  );
}
