import { DEFAULT_PREFERENCES } from '@sanctions/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, formatDate } from '@/lib/date-time-format';
import { formatPlanPrice } from '@/domains/billing/plans/format-plan-price';
import { usePreferences } from '@/lib/preferences-query';

/**
 * Billing's figures in the interface language (spec 9): payments and invoices in dollars with two
 * decimals, plan prices without decimals, counts with the language's digits, and dates in the user's
 * chosen date format.
 */
export function useBillingFormatters() {
  const { i18n } = useTranslation();
  const { data } = usePreferences();
  const dateFormat = (data?.display ?? DEFAULT_PREFERENCES.display).dateFormat;
  const language = i18n.language;
  return useMemo(() => {
    const money = new Intl.NumberFormat(language, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const integer = new Intl.NumberFormat(language);
    return {
      /** Integer cents as dollars with two decimals ("$1,234.50"). */
      money: (cents: number) => money.format(cents / 100),
      /** A plan price in integer cents as whole dollars ("$299"). */
      price: (cents: number) => formatPlanPrice(cents, language),
      number: (value: number) => integer.format(value),
      /** An instant (ISO string) as a date in the user's format, in local time. */
      date: (value: string) => formatDate(new Date(value), dateFormat),
      /** A calendar day ("2026-03-01", a payment date) as written, never shifted by a time zone. */
      day: (value: string) => formatCalendarDate(value, dateFormat),
    };
  }, [language, dateFormat]);
}

export type BillingFormatters = ReturnType<typeof useBillingFormatters>;
