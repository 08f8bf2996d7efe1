import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPlanPrice } from '@/domains/billing';

/** Counts, plan prices and dates in the interface language's conventions. */
export function useOrganizationFormatters() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const integer = new Intl.NumberFormat(language);
    const date = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
    return {
      count: (value: number) => integer.format(value),
      price: (cents: number) => formatPlanPrice(cents, language),
      /** A calendar date (`YYYY-MM-DD` or an instant), as UTC like the usage counters. */
      date: (value: string) => date.format(new Date(value)),
    };
  }, [language]);
}
