import { asciiDigits } from './header-key';

/**
 * A date of birth as the search rules want it (YYYY, YYYY-MM or YYYY-MM-DD) from the ways spreadsheets
 * write it: ISO with '-', '/' or '.', day first (DD/MM/YYYY, the usage outside the US), MM/YYYY, a date
 * with a time, Arabic-Indic digits. Anything else is returned trimmed for the search rules to refuse.
 */
export function normaliseBulkDate(raw: string): string {
  const text = asciiDigits(raw).trim();
  const isoWithTime =
    /^(\d{4}-\d{2}-\d{2})[T ]\d{1,2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(text);
  if (isoWithTime?.[1]) return isoWithTime[1];
  const yearFirst = /^(\d{4})(?:[-/.](\d{1,2})(?:[-/.](\d{1,2}))?)?$/.exec(text);
  if (yearFirst?.[1]) return joinDate(yearFirst[1], yearFirst[2], yearFirst[3]);
  const dayFirst = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  if (dayFirst?.[3]) return joinDate(dayFirst[3], dayFirst[2], dayFirst[1]);
  const monthYear = /^(\d{1,2})[-/.](\d{4})$/.exec(text);
  if (monthYear?.[2]) return joinDate(monthYear[2], monthYear[1], undefined);
  return text;
}

function joinDate(year: string, month: string | undefined, day: string | undefined): string {
  return [year, month, day]
    .filter((part): part is string => part !== undefined)
    .map((part, index) => (index === 0 ? part : part.padStart(2, '0')))
    .join('-');
}
