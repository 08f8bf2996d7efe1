import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { languageSchema } from '@/lib/language';
import type { Language } from '@/lib/language';

/** Numbers and days formatted for the interface language; days are UTC calendar days. */
export function useTeamReportFormatters() {
  const { i18n } = useTranslation();
  const parsed = languageSchema.safeParse(i18n.language);
  const language: Language = parsed.success ? parsed.data : 'en';
  return useMemo(() => {
    const integer = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
    const hours = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
    const day = new Intl.DateTimeFormat(language, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    return {
      language,
      number: (value: number) => integer.format(value),
      hours: (value: number) => hours.format(value),
      day: (isoDay: string) => day.format(new Date(`${isoDay}T00:00:00.000Z`)),
    };
  }, [language]);
}
