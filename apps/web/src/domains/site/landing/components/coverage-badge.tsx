import { useTranslation } from 'react-i18next';
import { useLocaleFormatters } from '@/lib/use-locale-formatters';
import { useListCoverage } from '../api/get-list-coverage';

/** The hero's badge: the regimes and the number of publications actually served, never a typed figure. */
export function CoverageBadge() {
  const { t } = useTranslation('landing');
  const { number } = useLocaleFormatters();
  const coverage = useListCoverage();
  const text =
    coverage.data && coverage.data.publications > 0
      ? t('hero.badge', {
          regimes: coverage.data.regimes.map((regime) => t(`regimes.${regime}`)).join(' · '),
          publications: number(coverage.data.publications),
        })
      : t('hero.badgeLoading');
  return (
    <span
      data-testid="coverage-badge"
      className="rounded-full border border-blue-200 bg-background px-4 py-1 text-xs font-medium text-primary"
    >
      {text}
    </span>
  );
}
