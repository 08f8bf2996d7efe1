import { DEFAULT_PREFERENCES } from '@sanctions/contracts';
import { useCallback } from 'react';
import { formatCalendarDate } from '@/lib/date-time-format';
import { usePreferences } from '@/lib/preferences-query';

/**
 * A publication date in the user's date format. Lists state a calendar day (stored as UTC midnight), so
 * it is read as written: a time zone west of UTC must not show the day before.
 */
export function useListDate() {
  const { data } = usePreferences();
  const { dateFormat } = data?.display ?? DEFAULT_PREFERENCES.display;
  return useCallback(
    (iso: string) => formatCalendarDate(iso.slice(0, 10), dateFormat),
    [dateFormat],
  );
}
