/**
 * A cell text that spreadsheet programs will not run as a formula (CSV/formula injection): text starting
 * with = + - @, tab or carriage return gets a leading apostrophe, which Excel shows as plain text.
 */
export function neutraliseCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
