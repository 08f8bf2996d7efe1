import { DEFAULT_PREFERENCES } from '@sanctions/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from './date-time-format';
import { usePreferences } from './preferences-query';
import { describeAge } from './relative-time';

/**
 * Formatters for account screens: full date-times in the user's date and time formats (spec 2.12), and
 * spec 2.7's relative ages, "Just now" (the caller's translated `justNowLabel`), "5 minutes ago", ...
 * then the full date.
 */
export function useDateTime(justNowLabel: string) {
  const { i18n } = useTranslation();
  const { data } = usePreferences();
  const { dateFormat, timeFormat } = data?.display ?? DEFAULT_PREFERENCES.display;
  const language = i18n.language;

  const dateTime = useCallback(
    (value: string | Date) => formatDateTime(new Date(value), { dateFormat, timeFormat }),
    [dateFormat, timeFormat],
  );

  const relative = useCallback(
    (value: string | Date, now: Date = new Date()) => {
      const age = describeAge(new Date(value), now, language);
      if (age.kind === 'justNow') return justNowLabel;
      if (age.kind === 'relative') return age.text;
      return formatDateTime(age.date, { dateFormat, timeFormat });
    },
    [language, justNowLabel, dateFormat, timeFormat],
  );

  return { dateTime, relative };
}
