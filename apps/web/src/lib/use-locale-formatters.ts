import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Numbers, publication dates and import times in the interface language (Arabic digits in Arabic). */
export function useLocaleFormatters() {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'ar' ? 'ar' : 'en-GB';
  return useMemo(() => {
    const integer = new Intl.NumberFormat(locale);
    // A publication states a calendar day; reading it in UTC keeps the day the publisher wrote.
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const moment = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      number: (value: number) => integer.format(value),
      date: (value: string) => day.format(new Date(value)),
      dateTime: (value: string) => moment.format(new Date(value)),
    };
  }, [locale]);
}
