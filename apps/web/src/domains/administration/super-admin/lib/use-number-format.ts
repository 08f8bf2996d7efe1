import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Formats counts and durations with the page language's digits and separators. */
export function useNumberFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (value: number, maximumFractionDigits = 0) =>
      new Intl.NumberFormat(language, { maximumFractionDigits }).format(value),
    [language],
  );
}
