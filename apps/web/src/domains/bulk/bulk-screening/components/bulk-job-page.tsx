import type { BulkJob } from '@sanctions/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { AlertTriangle, ArrowLeft, Info } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { bulkKeys } from '../api/bulk-keys';
import { useBulkJob } from '../api/get-bulk-job';
import { isJobRunning } from '../lib/job-progress';
import { useBulkFormatters } from '../lib/use-bulk-formatters';
import { AddToMonitoringCard } from './add-to-monitoring-card';
import { BulkRowsSection } from './bulk-rows-section';
import { CancelJobButton } from './cancel-job-button';
import { InvalidRowsCard } from './invalid-rows-card';
import { JobProgressCard } from './job-progress-card';
import { JobStatusBadge } from './job-status-badge';
import { ResultDownloads } from './result-downloads';
import type { RenderMatchDetails } from './row-match-dialog';
import type { RenderWatchlistAction } from './row-watchlist-hits';
import { SummaryTiles } from './summary-tiles';

interface BulkJobPageProps {
  jobId: string;
  renderMatchDetails: RenderMatchDetails;
  /** An action on a row's hit on the organisation's own watchlist (the cases feature's "Decide this hit"). */
  renderWatchlistAction?: RenderWatchlistAction | undefined;
}

/** /bulk-screening/$jobId: live progress while the job runs, then the summary, rows and downloads. */
export function BulkJobPage({
  jobId,
  renderMatchDetails,
  renderWatchlistAction,
}: BulkJobPageProps) {
  const { t } = useTranslation('bulk');
  const job = useBulkJob(jobId);
  useFinishedEffects(job.data);

  return (
    <div className="mx-auto grid w-full min-w-0 max-w-7xl gap-6 px-4 py-8">
      <Link
        to={paths.bulkScreening}
        className="flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
        {t('job.back')}
      </Link>
      {job.isPending ? <Spinner className="mx-auto" /> : null}
      {job.isError ? (
        <Alert variant="destructive">
          <AlertTriangle aria-hidden="true" />
          <AlertDescription>{t('job.loadFailed')}</AlertDescription>
        </Alert>
      ) : null}
      {job.data ? (
        <JobView
          job={job.data}
          renderMatchDetails={renderMatchDetails}
          renderWatchlistAction={renderWatchlistAction}
        />
      ) : null}
    </div>
  );
}

function JobView({
  job,
  renderMatchDetails,
  renderWatchlistAction,
}: {
  job: BulkJob;
  renderMatchDetails: RenderMatchDetails;
  renderWatchlistAction: RenderWatchlistAction | undefined;
}) {
  const { t } = useTranslation('bulk');
  const { number } = useBulkFormatters();
  const isRunning = isJobRunning(job.status);
  const hasResults = job.status === 'completed' || job.status === 'cancelled';
  return (
    <>
      <PageHeader
        title={t('job.title', { file: job.fileName })}
        description={t('job.meta', {
          searchType: t(`searchTypes.${job.searchType}`),
          lists: t(`lists.${job.sanctionLists}`),
          confidence: number(job.minConfidence),
        })}
        actions={
          <>
            <JobStatusBadge status={job.status} />
            {isRunning ? <CancelJobButton jobId={job.jobId} /> : null}
          </>
        }
      />
      {job.status === 'failed' ? (
        <Alert variant="destructive">
          <AlertTriangle aria-hidden="true" />
          <AlertDescription>
            {t('job.failedMessage', { message: job.errorMessage ?? t('errors.unknown') })}
          </AlertDescription>
        </Alert>
      ) : null}
      {job.status === 'cancelled' ? (
        <Alert variant="info">
          <Info aria-hidden="true" />
          <AlertDescription>{t('job.cancelledMessage')}</AlertDescription>
        </Alert>
      ) : null}
      {isRunning ? <JobProgressCard job={job} /> : null}
      {hasResults ? <SummaryTiles job={job} /> : null}
      <InvalidRowsCard job={job} />
      {hasResults ? <ResultDownloads jobId={job.jobId} /> : null}
      {job.status === 'completed' ? <AddToMonitoringCard jobId={job.jobId} /> : null}
      {hasResults ? (
        <BulkRowsSection
          jobId={job.jobId}
          renderMatchDetails={renderMatchDetails}
          renderWatchlistAction={renderWatchlistAction}
        />
      ) : null}
    </>
  );
}

/** When a job seen running ends: fresh rows and job list, and a toast for a completed job. */
function useFinishedEffects(job: BulkJob | undefined) {
  const { t } = useTranslation('bulk');
  const { number } = useBulkFormatters();
  const queryClient = useQueryClient();
  const wasRunning = useRef(false);
  const status = job?.status;
  useEffect(() => {
    if (job === undefined || status === undefined) return;
    if (isJobRunning(status)) {
      wasRunning.current = true;
      return;
    }
    if (!wasRunning.current) return;
    wasRunning.current = false;
    void queryClient.invalidateQueries({ queryKey: bulkKeys.rows(job.jobId) });
    void queryClient.invalidateQueries({ queryKey: bulkKeys.jobs() });
    if (status === 'completed') {
      toast({
        title: t('job.completedToast', { count: number(job.totalRows) }),
        variant: 'success',
      });
    }
    // Only a change of status matters; the job's other figures change on every poll.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status]);
}
