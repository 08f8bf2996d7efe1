/**
 * The chosen expiry day (`YYYY-MM-DD` from the date input) as the instant the key stops working: the
 * start of that day in the user's time zone, so "expires on the 31st" never works on the 31st.
 * Undefined when no date is chosen.
 */
export function expiryInstant(day: string): Date | undefined {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!parts) return undefined;
  const [, year = '', month = '', date = ''] = parts;
  return new Date(Number(year), Number(month) - 1, Number(date));
}

/** True when the chosen day is after today (a key expiring today would be dead on arrival). */
export function isFutureDay(day: string, now: Date = new Date()): boolean {
  const instant = expiryInstant(day);
  return instant !== undefined && instant.getTime() > now.getTime();
}

/** Tomorrow as `YYYY-MM-DD` in local time: the earliest day the date input offers. */
export function tomorrowDay(now: Date = new Date()): string {
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${next.getFullYear()}-${pad(next.getMonth() + 1)}-${pad(next.getDate())}`;
}
