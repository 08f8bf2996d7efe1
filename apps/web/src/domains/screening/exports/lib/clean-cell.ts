// Directional marks, embeddings/overrides and isolates (U+200E/F, U+202A-202E, U+2066-2069): list
// text and the interface's own isolates carry them, and in a spreadsheet cell they are invisible
// characters that break sorting, filtering and copy-paste of names.
const BIDI_CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** The text a CSV or Excel cell holds: without bidirectional control characters. */
export function cleanCellText(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}
