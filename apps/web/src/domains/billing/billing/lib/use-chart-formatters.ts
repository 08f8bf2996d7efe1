import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Labels of the revenue chart in the interface language: "Mar 2026", and axis ticks like "$1.2K". */
export function useChartFormatters() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    // A YYYY-MM month is a UTC month (the server groups payments by UTC month).
    const month = new Intl.DateTimeFormat(language, {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const compact = new Intl.NumberFormat(language, {
      style: 'currency',
      currency: 'USD',
      notation: 'compact',
      maximumFractionDigits: 1,
    });
    return {
      month: (value: string) => month.format(new Date(`${value}-01T00:00:00Z`)),
      compactMoney: (cents: number) => compact.format(cents / 100),
    };
  }, [language]);
}
