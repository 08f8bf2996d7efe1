import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { languageSchema } from '@/lib/language';
import type { Language } from '@/lib/language';

/** Numbers in the interface language (Arabic-Indic digits in Arabic), as the search screen shows them. */
export function useBulkFormatters() {
  const { i18n } = useTranslation();
  const parsed = languageSchema.safeParse(i18n.language);
  const language: Language = parsed.success ? parsed.data : 'en';
  return useMemo(() => {
    const integer = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
    const oneDecimal = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
    return {
      language,
      number: (value: number) => integer.format(value),
      rate: (value: number) => oneDecimal.format(value),
    };
  }, [language]);
}
