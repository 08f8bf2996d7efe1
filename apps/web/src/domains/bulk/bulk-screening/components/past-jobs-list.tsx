import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useDateTime } from '@/lib/use-date-time';
import { useBulkJobs } from '../api/get-bulk-jobs';
import { fileRows } from '../lib/job-progress';
import { useBulkFormatters } from '../lib/use-bulk-formatters';
import { JobStatusBadge } from './job-status-badge';

/** The caller's bulk jobs, each linking to its progress and results. */
export function PastJobsList() {
  const { t } = useTranslation('bulk');
  const jobs = useBulkJobs();
  const { number } = useBulkFormatters();
  const { dateTime } = useDateTime('');

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('jobs.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {jobs.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('jobs.loadFailed')}
          </p>
        ) : null}
        {jobs.isSuccess && jobs.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('jobs.empty')}</p>
        ) : null}
        {jobs.isSuccess && jobs.data.length > 0 ? (
          <ul className="divide-y" aria-label={t('jobs.title')}>
            {jobs.data.map((job) => {
              const hits = job.hits.high + job.hits.medium + job.hits.low;
              return (
                <li key={job.jobId} className="grid gap-1 py-3 sm:grid-cols-[1fr_auto] sm:gap-4">
                  <div className="grid min-w-0 gap-1">
                    <Link
                      to={paths.bulkScreeningJob}
                      params={{ jobId: job.jobId }}
                      aria-label={t('jobs.open', { file: job.fileName })}
                      className="truncate font-medium text-primary underline-offset-4 hover:underline"
                    >
                      <bdi>{job.fileName}</bdi>
                    </Link>
                    <span className="text-xs text-muted-foreground">
                      {t('jobs.created')}: {dateTime(job.createdAt)}
                    </span>
                  </div>
                  <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
                    <JobStatusBadge status={job.status} />
                    <span>
                      {t('jobs.rows')}: {number(fileRows(job))}
                    </span>
                    <span>
                      {t('jobs.hits')}: {number(hits)}
                    </span>
                  </div>
                </li>
              );
            })}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
