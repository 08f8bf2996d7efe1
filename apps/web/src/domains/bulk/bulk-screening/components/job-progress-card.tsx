import type { BulkJob } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@/components/ui/card';
import { progressPercent, splitDuration } from '../lib/job-progress';
import { useBulkFormatters } from '../lib/use-bulk-formatters';

/** Processed of total, percentage, rate and time left of a running job. */
export function JobProgressCard({ job }: { job: BulkJob }) {
  const { t } = useTranslation('bulk');
  const { number, rate } = useBulkFormatters();
  const percent = progressPercent(job);
  const left = job.secondsRemaining === null ? null : splitDuration(job.secondsRemaining);
  return (
    <Card>
      <CardContent className="grid gap-3 pt-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
          <span className="font-medium">
            {t('progress.processed', {
              processed: number(job.processedRows),
              total: number(job.totalRows),
            })}
          </span>
          <span className="text-2xl font-bold tabular-nums">
            {t('progress.percent', { percent: number(percent) })}
          </span>
        </div>
        <div
          role="progressbar"
          aria-label={t('progress.label')}
          aria-valuemin={0}
          aria-valuemax={job.totalRows}
          aria-valuenow={job.processedRows}
          aria-valuetext={t('progress.processed', {
            processed: number(job.processedRows),
            total: number(job.totalRows),
          })}
          className="h-3 overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full rounded-full bg-primary transition-[inline-size] duration-500"
            style={{ inlineSize: `${percent}%` }}
          />
        </div>
        <div className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-muted-foreground">
          {job.rowsPerSecond === null ? (
            <span>{t('progress.waiting')}</span>
          ) : (
            <span>{t('progress.rate', { rate: rate(job.rowsPerSecond) })}</span>
          )}
          {left === null ? null : (
            <span>
              {left.minutes > 0
                ? t('progress.timeLeft', {
                    minutes: number(left.minutes),
                    seconds: number(left.seconds),
                  })
                : t('progress.timeLeftSeconds', { seconds: number(left.seconds) })}
            </span>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
