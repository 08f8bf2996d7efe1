import { DEFAULT_PREFERENCES } from '@sanctions/contracts';
import { formatDateTime } from '@/lib/date-time-format';
import { usePreferences } from '@/lib/preferences-query';

/** Formats an ISO instant in the reader's date and time preferences. */
export function useFormatTime(): (iso: string) => string {
  const { data } = usePreferences();
  const display = data?.display ?? DEFAULT_PREFERENCES.display;
  return (iso) => formatDateTime(new Date(iso), display);
}
