/** Whole hours and the remaining minutes of a number of seconds (spec 3: uptime shown as hours and minutes). */
export function splitUptime(seconds: number): { hours: number; minutes: number } {
  const totalMinutes = Math.floor(Math.max(0, seconds) / 60);
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}
