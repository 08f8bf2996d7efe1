import type { SearchMeta, SearchResult } from '@sanctions/contracts';

/** One completed search: what every export and report is made from. */
export interface ScreeningOutcome {
  result: SearchResult;
  meta: SearchMeta;
}

/**
 * Export actions the page calls; the route supplies them (the exports feature) so this feature
 * does not import another one.
 */
export interface ResultExporter {
  exportCsv: (outcome: ScreeningOutcome) => void;
  exportExcel: (outcome: ScreeningOutcome) => void;
  /** The server's PDF evidence report for the whole result, or only match `matchIndex` (0-based). */
  exportPdf: (outcome: ScreeningOutcome, matchIndex?: number) => Promise<void>;
  /** The screening certificate (PDF with its verification code) in the page's language. */
  exportCertificate: (outcome: ScreeningOutcome) => Promise<void>;
  /** True while a PDF is being generated. */
  isPdfPending: boolean;
}
