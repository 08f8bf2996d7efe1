import { Activity } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { useUserUsage } from '../api/get-user-usage';
import { useFormatters } from '../lib/use-formatters';

/** A one-line reminder of today's and this month's searches against the limits. */
export function UsageStrip() {
  const { t } = useTranslation('search');
  const { number } = useFormatters();
  const usageQuery = useUserUsage();
  if (!usageQuery.data) return null;
  const { usage } = usageQuery.data;
  const isBlocked = usage.today >= usage.dailyLimit || usage.thisMonth >= usage.monthlyLimit;
  return (
    <section
      aria-label={t('usage.label')}
      className={cn(
        'flex flex-wrap items-center justify-center gap-x-4 gap-y-1 rounded-md border px-4 py-2 text-sm',
        isBlocked
          ? 'border-destructive/40 bg-destructive/5 text-destructive'
          : 'bg-muted/40 text-muted-foreground',
      )}
    >
      <Activity aria-hidden="true" className="size-4" />
      <span>
        {t('usage.today', { used: number(usage.today), limit: number(usage.dailyLimit) })}
      </span>
      <span>
        {t('usage.month', { used: number(usage.thisMonth), limit: number(usage.monthlyLimit) })}
      </span>
      <span>{t('usage.total', { total: number(usage.totalSearches) })}</span>
    </section>
  );
}
