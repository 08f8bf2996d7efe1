import { useTranslation } from 'react-i18next';

/** Prices and limits of the plan table in the interface language. */
export function usePlanFormatters() {
  const { t, i18n } = useTranslation('plans');
  const dollars = (digits: number) =>
    new Intl.NumberFormat(i18n.language, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
  const whole = dollars(0);
  const withCents = dollars(2);
  const count = new Intl.NumberFormat(i18n.language);
  return {
    /** Integer cents in dollars: whole dollars as "$99", anything else to the cent ("$0.50"). */
    price: (cents: number) => (cents % 100 === 0 ? whole : withCents).format(cents / 100),
    /** A limit, or "Unlimited" for null. */
    limit: (value: number | null) => (value === null ? t('unlimited') : count.format(value)),
    count: (value: number) => count.format(value),
  };
}
