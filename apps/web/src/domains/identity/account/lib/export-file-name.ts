/** `data-export-YYYY-MM-DD.json`, dated by the user's local calendar day (spec 7: a dated data export). */
export function dataExportFileName(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `data-export-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`;
}
