export type ReportExtension = 'csv' | 'xlsx' | 'pdf' | 'json';

// Characters Windows, macOS or Linux reject in a file name, and control characters.
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_FILE_NAME = /[\u0000-\u001F<>:"/\\|?*\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

function slugOf(name: string): string {
  return name.replace(UNSAFE_IN_FILE_NAME, '').trim().replace(/\s+/g, '-').slice(0, 60);
}

/**
 * Spec 9: `sanctions-report-{timestamp}.{ext}`; the timestamp is UTC and free of characters file
 * systems reject. A single match's report is named after the match: `sanctions-report-{name}-{timestamp}`.
 */
export function reportFileName(
  extension: ReportExtension,
  at: Date = new Date(),
  matchName?: string,
): string {
  const timestamp = at.toISOString().slice(0, 19).replaceAll(':', '-');
  const slug = matchName === undefined ? '' : slugOf(matchName);
  return `sanctions-report-${slug === '' ? '' : `${slug}-`}${timestamp}Z.${extension}`;
}
