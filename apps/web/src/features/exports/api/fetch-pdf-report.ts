import {
  DEVICE_FINGERPRINT_HEADER,
  deviceFingerprintFor,
  errorEnvelopeSchema,
} from '@sanctions/contracts';
import type { ReportLanguage } from '@sanctions/contracts';
import { ApiError } from '@/lib/api-error';
import { fetchCurrentUser } from '@/lib/auth';
import { readAccessToken } from '@/lib/token-storage';

export interface PdfReportRequest {
  searchId: string;
  language: ReportLanguage;
  /** 0-based index of one match; the whole result when absent. */
  matchIndex?: number;
}

export function pdfReportPath({ searchId, language, matchIndex }: PdfReportRequest): string {
  const query = new URLSearchParams({ lang: language });
  if (matchIndex !== undefined) query.set('match', String(matchIndex));
  return `/api/v2/search/${encodeURIComponent(searchId)}/report.pdf?${query.toString()}`;
}

function requestPdf(path: string): Promise<Response> {
  const headers = new Headers({ Accept: 'application/pdf' });
  headers.set(DEVICE_FINGERPRINT_HEADER, deviceFingerprintFor(navigator.userAgent));
  const token = readAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetch(new URL(path, window.location.origin), { headers });
}

async function toError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const envelope = errorEnvelopeSchema.safeParse(body);
  return new ApiError({
    status: response.status,
    message: envelope.success ? envelope.data.message : `Report failed (${response.status})`,
    code: envelope.success ? envelope.data.code : null,
  });
}

/**
 * Downloads the server's PDF evidence report as a blob. The JSON api client cannot return bytes, so
 * an expired token is renewed through the session call (which refreshes once) and the request retried.
 */
export async function fetchPdfReport(request: PdfReportRequest): Promise<Blob> {
  const path = pdfReportPath(request);
  let response = await requestPdf(path);
  if (response.status === 401 && (await fetchCurrentUser()) !== null)
    response = await requestPdf(path);
  if (!response.ok) throw await toError(response);
  const blob = await response.blob();
  if (!blob.type.includes('pdf'))
    throw new ApiError({ status: response.status, message: 'The report is not a PDF' });
  return blob;
}
