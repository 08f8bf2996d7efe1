import type { ListCoverage } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { useLocaleFormatters } from '@/lib/use-locale-formatters';
import { useListCoverage } from '../api/get-list-coverage';

/** The public figures of spec 1, each computed by the server from the lists it serves (issue 23 §4). */
const STATS = ['publications', 'regimes', 'countries', 'entries'] as const;
type Stat = (typeof STATS)[number];

function statValue(coverage: ListCoverage, stat: Stat): number {
  return stat === 'regimes' ? coverage.regimes.length : coverage[stat];
}

export function LandingStats() {
  const { t } = useTranslation('landing');
  const { number } = useLocaleFormatters();
  const coverage = useListCoverage();

  if (coverage.isPending) {
    return (
      <div
        role="status"
        aria-label={t('stats.loading')}
        className="mt-8 h-24 w-full animate-pulse rounded-lg border bg-background"
      />
    );
  }
  if (coverage.isError) {
    return <p className="mt-8 text-sm text-muted-foreground">{t('stats.failed')}</p>;
  }
  return (
    <div className="mt-8 grid w-full gap-2">
      <dl className="grid w-full grid-cols-2 gap-4 md:grid-cols-4">
        {STATS.map((stat) => (
          <div
            key={stat}
            className="flex flex-col-reverse rounded-lg border bg-background p-4 shadow-sm"
          >
            <dt className="text-sm text-muted-foreground">{t(`stats.${stat}.label`)}</dt>
            <dd className="text-3xl font-bold text-primary" data-testid={`coverage-${stat}`}>
              <bdi>{number(statValue(coverage.data, stat))}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-muted-foreground">{t('stats.source')}</p>
    </div>
  );
}
