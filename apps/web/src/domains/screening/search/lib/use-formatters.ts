import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { languageSchema } from '@/lib/language';
import type { Language } from '@/lib/language';

export interface Formatters {
  language: Language;
  number: (value: number) => string;
  /** Seconds with two decimals, e.g. "0.04". */
  seconds: (value: number) => string;
  /** A duration given in seconds, shown in whole milliseconds with the unit, e.g. "12 ms". */
  duration: (seconds: number) => string;
  dateTime: (value: Date) => string;
}

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
    const milliseconds = new Intl.NumberFormat(language, {
      style: 'unit',
      unit: 'millisecond',
      unitDisplay: 'short',
      maximumFractionDigits: 0,
    });
    const dateTimeFormat = new Intl.DateTimeFormat(language, {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    return {
      language,
      number: (value) => integer.format(value),
      seconds: (value) => twoDecimals.format(value),
      duration: (value) => milliseconds.format(Math.round(value * 1000)),
      dateTime: (value) => dateTimeFormat.format(value),
    };
  }, [language]);
}
