/** The last 30 UTC days up to today: a month of rows, the usual hand-over to an auditor. */
export function defaultExportRange(now: Date = new Date()): { from: string; to: string } {
  const to = now.toISOString().slice(0, 10);
  const from = new Date(now.getTime() - 29 * 86_400_000).toISOString().slice(0, 10);
  return { from, to };
}
