import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { languageSchema } from '@/lib/language';
import type { Language } from '@/lib/language';

export interface Formatters {
  language: Language;
  number: (value: number) => string;
  /** Seconds with two decimals, e.g. "0.04". */
  seconds: (value: number) => string;
  /** An ISO date or instant as a date; partial or free-text dates are returned as published. */
  date: (value: string) => string;
  dateTime: (value: Date) => string;
}

const FULL_ISO_DATE = /^\d{4}-\d{2}-\d{2}(T.*)?$/;

/** Numbers and dates in the interface language (Arabic digits and month names in Arabic). */
export function useFormatters(): Formatters {
  const { i18n } = useTranslation();
  const parsed = languageSchema.safeParse(i18n.language);
  const language: Language = parsed.success ? parsed.data : 'en';
  return useMemo(() => {
    const integer = new Intl.NumberFormat(language);
    const twoDecimals = new Intl.NumberFormat(language, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const dateFormat = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    const dateTimeFormat = new Intl.DateTimeFormat(language, {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    return {
      language,
      number: (value) => integer.format(value),
      seconds: (value) => twoDecimals.format(value),
      date: (value) => {
        if (!FULL_ISO_DATE.test(value)) return value;
        const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
        return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
      },
      dateTime: (value) => dateTimeFormat.format(value),
    };
  }, [language]);
}
