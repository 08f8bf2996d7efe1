import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Figures of the analytics dashboard in the interface language through Intl (Arabic digits where the
 * Arabic locale uses them): counts, signed growth percentages, UTC days and durations.
 */
export function useAnalyticsFormatters() {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'ar' ? 'ar' : 'en-GB';
  return useMemo(() => {
    const integer = new Intl.NumberFormat(locale);
    const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    const compact = new Intl.NumberFormat(locale, {
      notation: 'compact',
      maximumFractionDigits: 1,
    });
    const growth = new Intl.NumberFormat(locale, {
      style: 'percent',
      signDisplay: 'exceptZero',
      maximumFractionDigits: 1,
    });
    const milliseconds = new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: 'millisecond',
      unitDisplay: 'short',
      maximumFractionDigits: 1,
    });
    // The server's days are UTC calendar days: read them in UTC so none shifts.
    const day = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    const longDay = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const moment = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      number: (value: number) => integer.format(value),
      decimal: (value: number) => decimal.format(value),
      compact: (value: number) => compact.format(value),
      growth: (percent: number) => growth.format(percent / 100),
      milliseconds: (value: number) => milliseconds.format(value),
      day: (isoDay: string) => day.format(new Date(`${isoDay}T00:00:00Z`)),
      longDay: (isoDay: string) => longDay.format(new Date(`${isoDay}T00:00:00Z`)),
      dateTime: (value: string) => moment.format(new Date(value)),
    };
  }, [locale]);
}
