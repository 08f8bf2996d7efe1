/** One record of a file before the header is applied: its cell texts and the line (or sheet row) it starts on. */
export interface RawRecord {
  lineNumber: number;
  values: string[];
}
