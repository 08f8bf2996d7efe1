import type { SanctionsStats } from '@sanctions/contracts';
import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSanctionsStats } from '../api/get-sanctions-stats';
import { useLocaleFormatters } from '@/lib/use-locale-formatters';

/**
 * True when the failure came after the publication's active version was imported: the screening still
 * runs on the older data, which is what an admin must act on.
 */
function isUnresolved(failure: SanctionsStats['recentFailures'][number], stats: SanctionsStats) {
  const active = stats.listBreakdown.find((item) => item.listSource === failure.listSource);
  if (!active?.importedAt) return true;
  return Date.parse(failure.createdAt) > Date.parse(active.importedAt);
}

/** The latest failed imports, highlighted, with their reasons (nothing is shown when there are none). */
export function RecentFailuresCard() {
  const { t } = useTranslation('admin');
  const format = useLocaleFormatters();
  const stats = useSanctionsStats();
  if (!stats.isSuccess || stats.data.recentFailures.length === 0) return null;

  return (
    <section
      aria-label={t('failures.title')}
      className="grid gap-3 rounded-lg border border-destructive/50 bg-destructive/5 p-6"
    >
      <h3 className="flex items-center gap-2 text-lg font-semibold text-destructive">
        <AlertTriangle aria-hidden="true" className="size-5 shrink-0" />
        {t('failures.title')}
      </h3>
      <p className="text-sm text-muted-foreground">{t('failures.description')}</p>
      <ul className="grid gap-2 text-sm">
        {stats.data.recentFailures.map((failure) => (
          <li key={failure.id} className="grid gap-0.5 rounded-md border bg-background p-3">
            <span className="flex flex-wrap items-center gap-x-2 font-medium">
              {t(`lists.${failure.sanctionList}`)} · {failure.listSource}
              <span className="font-normal text-muted-foreground">
                {format.dateTime(failure.createdAt)}
              </span>
              {isUnresolved(failure, stats.data) ? (
                <span className="rounded-full bg-red-100 px-2 text-xs font-semibold text-red-800">
                  {t('failures.unresolved')}
                </span>
              ) : null}
            </span>
            <span className="text-destructive">
              {failure.failureReason ?? t('run.unknownReason')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
