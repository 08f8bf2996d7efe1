import type { CaseStatistics } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { useLocaleFormatters } from '@/lib/use-locale-formatters';

/**
 * The Case review tile's alerts per source (issue 25): official lists, politically exposed persons and the
 * organisation's own watchlists are different risks, so they are counted apart. Sources without any alert
 * are left out; nothing is shown when there is none at all.
 */
export function CaseSourceRows({ perSource }: { perSource: CaseStatistics['perSource'] }) {
  const { t } = useTranslation('cases');
  const { number } = useLocaleFormatters();
  const rows = perSource.filter((row) => row.undecided + row.decided > 0);
  if (rows.length === 0) return null;
  return (
    <div className="grid gap-1">
      <p className="font-medium">{t('statistics.perSource')}</p>
      <ul className="grid gap-1">
        {rows.map((row) => (
          <li key={row.source} className="flex flex-wrap justify-between gap-x-2">
            <span>{t(`statistics.sources.${row.source}`)}</span>
            <span className="tabular-nums text-muted-foreground">
              {t('statistics.perSourceRow', {
                undecided: number(row.undecided),
                decided: number(row.decided),
              })}
              {row.falsePositiveRate === null
                ? null
                : ` · ${t('statistics.perSourceRate', {
                    rate: `${number(Math.round(row.falsePositiveRate * 100))}%`,
                  })}`}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
