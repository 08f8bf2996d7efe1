/** Uptime seconds as whole hours and the remaining minutes (spec: uptime shown as hours and minutes). */
export function splitUptime(seconds: number): { hours: number; minutes: number } {
  return { hours: Math.floor(seconds / 3600), minutes: Math.floor((seconds % 3600) / 60) };
}
