import { AlertTriangle, Database } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/utils';
import { useListFreshness } from '../api/get-list-freshness';
import { formatListDate, formatListDateTime } from '../lib/format-list-date';
import { summarizeFreshness } from '../lib/summarize-freshness';
import type { ListFreshnessSummary } from '../lib/summarize-freshness';

interface ListFreshnessIndicatorProps {
  /** `bar`: a slim line for the page frame; `panel`: a bordered box for the search screen. */
  variant?: 'bar' | 'panel';
  className?: string;
}

/**
 * "Lists: OFAC 28 Dec 2023 · UN 27 Feb 2026 · ..." for signed-in users, with a warning when a list has not
 * been checked within the stale period, is not loaded at all, or its latest update failed (the previous
 * version is still used): a screening result is only as good as
 * the data behind it, and the compliance user must see when that data is old.
 */
export function ListFreshnessIndicator({
  variant = 'bar',
  className,
}: ListFreshnessIndicatorProps) {
  const { t, i18n } = useTranslation('freshness');
  const { user } = useAuth();
  const freshness = useListFreshness(user !== null);
  if (user === null || freshness.isPending) return null;

  const language = i18n.language;
  const frame = cn('text-sm', variant === 'panel' ? 'rounded-md border' : 'border-t', className);
  // The bar spans the window but keeps its text in the page's centred column, like header and footer.
  const content = cn(
    'flex flex-wrap items-center gap-x-3 gap-y-1',
    variant === 'panel' ? 'px-4 py-3' : 'mx-auto max-w-7xl px-4 py-2',
  );

  if (freshness.isError) {
    return (
      <section
        aria-label={t('regionLabel')}
        className={cn(frame, 'border-amber-500/60 bg-amber-50 text-amber-900')}
      >
        <div className={content}>
          <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
          <p role="status">{t('unavailable')}</p>
        </div>
      </section>
    );
  }

  const summaries = summarizeFreshness(
    freshness.data.lists,
    freshness.data.failedImports,
    freshness.data.expectedLists,
  );
  const stale = summaries.filter((summary) => summary.state === 'stale');
  const missing = summaries.filter((summary) => summary.state === 'missing');
  const failed = summaries.filter((summary) => summary.failedImports.length > 0);
  const hasWarning = stale.length > 0 || missing.length > 0 || failed.length > 0;
  const names = (rows: readonly ListFreshnessSummary[]) =>
    new Intl.ListFormat(language, { type: 'conjunction' }).format(
      rows.map((row) => t(`lists.${row.sanctionList}`)),
    );

  return (
    <section
      aria-label={t('regionLabel')}
      data-state={hasWarning ? 'warning' : 'ok'}
      className={cn(
        frame,
        hasWarning
          ? 'border-amber-500/60 bg-amber-50 text-amber-950 dark:bg-amber-950/40 dark:text-amber-100'
          : 'bg-muted/40 text-muted-foreground',
      )}
    >
      <div className={content}>
        <span className="flex items-center gap-1.5 font-medium">
          {hasWarning ? (
            <AlertTriangle aria-hidden="true" className="size-4 shrink-0 text-amber-600" />
          ) : (
            <Database aria-hidden="true" className="size-4 shrink-0" />
          )}
          {t('label')}
        </span>
        <ul className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {summaries.map((summary, index) => (
            <li key={summary.sanctionList} className="flex items-center gap-2">
              {index > 0 ? <span aria-hidden="true">·</span> : null}
              <span
                data-state={summary.state}
                title={describePublications(summary, language, t)}
                className={cn(
                  (summary.state !== 'fresh' || summary.failedImports.length > 0) &&
                    'font-semibold text-amber-800 dark:text-amber-300',
                )}
              >
                {t(`lists.${summary.sanctionList}`)}{' '}
                {/* Isolated, so in Arabic the day is not drawn into the run of a Latin name ("21 OFAC Nov"). */}
                {summary.asOf === null ? (
                  t('notLoaded')
                ) : (
                  <bdi>{formatListDate(summary.asOf, language)}</bdi>
                )}
                {summary.isImportDate ? ` (${t('importDateTag')})` : null}
                {summary.state === 'stale' ? ` (${t('staleTag')})` : null}
                {summary.failedImports.length > 0 ? ` (${t('failedTag')})` : null}
              </span>
            </li>
          ))}
        </ul>
        {hasWarning ? (
          <p role="status" className="basis-full font-medium">
            {stale.length > 0
              ? t('staleWarning', { lists: names(stale), hours: freshness.data.staleAfterHours })
              : null}
            {stale.length > 0 && missing.length > 0 ? ' ' : null}
            {missing.length > 0 ? t('missingWarning', { lists: names(missing) }) : null}
            {(stale.length > 0 || missing.length > 0) && failed.length > 0 ? ' ' : null}
            {failed.length > 0 ? t('failedWarning', { lists: names(failed) }) : null}
          </p>
        ) : null}
      </div>
    </section>
  );
}

function describePublications(
  summary: ListFreshnessSummary,
  language: string,
  t: ReturnType<typeof useTranslation<'freshness'>>['t'],
): string {
  const when = (value: string | null, format: typeof formatListDate) =>
    value === null ? t('unknownDate') : format(value, language);
  return summary.publications
    .map((item) =>
      t('publicationDetail', {
        source: item.listSource,
        published: when(item.publishedAt, formatListDate),
        checked: when(item.checkedAt, formatListDateTime),
      }),
    )
    .join('\n');
}
