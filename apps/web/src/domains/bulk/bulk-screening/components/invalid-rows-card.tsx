import type { BulkJob } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useInvalidRows } from '../api/get-invalid-rows';
import { useBulkFormatters } from '../lib/use-bulk-formatters';
import { useRowReason } from '../lib/use-row-reason';

/** The rows the server refused at the upload: their file line and why, so the user can fix them. */
export function InvalidRowsCard({ job }: { job: BulkJob }) {
  const { t } = useTranslation('bulk');
  const { number } = useBulkFormatters();
  const reasonText = useRowReason();
  const issues = useInvalidRows(job.jobId, { isEnabled: job.invalidRows > 0 });
  if (job.invalidRows === 0 || !issues.isSuccess || issues.data.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('invalid.title')}</CardTitle>
        <CardDescription>{t('invalid.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <ul className="grid max-h-72 gap-1 overflow-y-auto text-sm" aria-label={t('invalid.title')}>
          {issues.data.map((issue) => (
            <li key={issue.rowNumber} className="flex flex-wrap gap-x-3">
              <span className="font-medium tabular-nums">
                {t('invalid.line', { line: number(issue.lineNumber) })}
              </span>
              <span className="text-muted-foreground">{reasonText(issue.reason)}</span>
            </li>
          ))}
        </ul>
        {job.invalidRows > issues.data.length ? (
          <p className="text-xs text-muted-foreground">
            {t('invalid.more', {
              shown: number(issues.data.length),
              total: number(job.invalidRows),
            })}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
