/** One numbered section of a legal document; `id` is its anchor and is the same in every language. */
export interface LegalSection {
  readonly id: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
  /** Shown after the paragraphs, as a bulleted list. */
  readonly list?: readonly string[];
}

/** A short point shown on the policy dialog's summary cards. */
export interface LegalSummaryPoint {
  readonly title: string;
  readonly text: string;
}

/** The full text of one legal document in one language. */
export interface LegalDocument {
  readonly version: string;
  /** ISO date (YYYY-MM-DD); shown formatted for the interface language. */
  readonly effectiveDate: string;
  readonly intro: string;
  readonly summary: readonly LegalSummaryPoint[];
  readonly sections: readonly LegalSection[];
}
