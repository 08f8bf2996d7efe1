import type { ImportRun } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { describeRunProblems } from '../lib/run-problems';
import { useLocaleFormatters } from '@/lib/use-locale-formatters';

const STATUS_VARIANT = {
  running: 'blue',
  succeeded: 'secondary',
  partial: 'orange',
  failed: 'red',
} as const;

/** The latest crawl or refresh started here: its state and what became of each publication. */
export function ImportRunPanel({ run }: { run: ImportRun }) {
  const { t } = useTranslation('admin');
  const format = useLocaleFormatters();
  const problems = describeRunProblems(run, t('run.unknownReason'));

  return (
    <section
      role="status"
      aria-label={t(`run.title.${run.kind}`)}
      className={cn(
        'grid gap-3 rounded-md border p-4 text-sm',
        run.status === 'failed' && 'border-destructive/50 bg-destructive/5',
        run.status === 'partial' && 'border-amber-500/50 bg-amber-50 dark:bg-amber-950/30',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{t(`run.title.${run.kind}`)}</span>
        <Badge variant={STATUS_VARIANT[run.status]}>
          {run.status === 'running' ? <Spinner className="me-1 size-3" /> : null}
          {t(`run.status.${run.status}`)}
        </Badge>
        <span className="text-muted-foreground">
          {run.finishedAt
            ? t('run.finished', {
                started: format.dateTime(run.startedAt),
                finished: format.dateTime(run.finishedAt),
              })
            : t('run.started', { started: format.dateTime(run.startedAt) })}
        </span>
      </div>
      {run.results.length > 0 ? (
        <ul className="grid gap-1">
          {run.results.map((result) => (
            <li key={`${result.listSource}-${result.versionId ?? 'none'}`}>
              <span className="font-medium">{result.listSource}</span>
              {' · '}
              {t(`run.outcome.${result.outcome}`)}
              {result.outcome === 'failed'
                ? null
                : ` · ${t('run.counts', {
                    entries: format.number(result.entryCount),
                    added: format.number(result.addedCount),
                    removed: format.number(result.removedCount),
                    changed: format.number(result.changedCount),
                  })}`}
            </li>
          ))}
        </ul>
      ) : null}
      {problems.length > 0 ? (
        <ul className="grid gap-1 text-destructive">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
