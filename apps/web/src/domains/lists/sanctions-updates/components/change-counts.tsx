import type { ListUpdateVersion } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

/** Added / removed / changed counts of a version, or "First version" when it replaced none. */
export function ChangeCounts({ version }: { version: ListUpdateVersion }) {
  const { t, i18n } = useTranslation('sanctions-updates');
  const number = new Intl.NumberFormat(i18n.language);
  if (version.previousVersionId === null) {
    return <Badge variant="secondary">{t('firstVersion')}</Badge>;
  }
  const counts = [
    ['added', version.addedCount, 'text-green-700 dark:text-green-400'],
    ['removed', version.removedCount, 'text-red-700 dark:text-red-400'],
    ['changed', version.changedCount, 'text-orange-700 dark:text-orange-400'],
  ] as const;
  return (
    <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {counts.map(([kind, count, color]) => (
        <div key={kind} className="flex gap-1">
          <dt className="text-muted-foreground">{t(`counts.${kind}`)}</dt>
          <dd className={`font-medium tabular-nums ${color}`}>{number.format(count)}</dd>
        </div>
      ))}
    </dl>
  );
}
