export type ReportExtension = 'csv' | 'xlsx' | 'pdf';

/** Spec 9: `sanctions-report-{timestamp}.{ext}`; the timestamp is UTC and free of characters file systems reject. */
export function reportFileName(extension: ReportExtension, at: Date = new Date()): string {
  const timestamp = at.toISOString().slice(0, 19).replaceAll(':', '-');
  return `sanctions-report-${timestamp}Z.${extension}`;
}
