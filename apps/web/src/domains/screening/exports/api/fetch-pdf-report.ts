import type { ReportLanguage } from '@sanctions/contracts';
import { apiClient } from '@/lib/api-client';

export interface PdfReportRequest {
  searchId: string;
  language: ReportLanguage;
  /** 0-based index of one match; the whole result when absent. */
  matchIndex?: number;
  /** An export template whose sections, columns and fields the report follows. */
  templateId?: string;
}

export function pdfReportPath({
  searchId,
  language,
  matchIndex,
  templateId,
}: PdfReportRequest): string {
  const query = new URLSearchParams({ lang: language });
  if (matchIndex !== undefined) query.set('match', String(matchIndex));
  if (templateId !== undefined) query.set('template', templateId);
  return `/api/v2/search/${encodeURIComponent(searchId)}/report.pdf?${query.toString()}`;
}

/** Downloads the server's PDF evidence report; a reply that is not a PDF throws like a failed call. */
export function fetchPdfReport(request: PdfReportRequest): Promise<Blob> {
  return apiClient.getBlob(pdfReportPath(request), { accept: 'application/pdf' });
}

/** GET /api/v2/search/{id}/certificate.pdf: the screening certificate with its verification code. */
export function certificatePath(searchId: string, language: ReportLanguage): string {
  return `/api/v2/search/${encodeURIComponent(searchId)}/certificate.pdf?lang=${language}`;
}

export function fetchCertificate(searchId: string, language: ReportLanguage): Promise<Blob> {
  return apiClient.getBlob(certificatePath(searchId, language), { accept: 'application/pdf' });
}
