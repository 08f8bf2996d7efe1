import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Numbers and dates of the user table in the interface language (Arabic digits in Arabic). */
export function useUsersFormatters() {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'ar' ? 'ar' : 'en-GB';
  return useMemo(() => {
    const integer = new Intl.NumberFormat(locale);
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const moment = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      number: (value: number) => integer.format(value),
      date: (value: string) => day.format(new Date(value)),
      dateTime: (value: string) => moment.format(new Date(value)),
    };
  }, [locale]);
}
