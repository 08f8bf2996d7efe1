import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  certificateVerificationReplySchema,
  certificateVerifyQuerySchema,
  searchCertificateQuerySchema,
  searchIdParamsSchema,
} from '@sanctions/contracts';
import type { SearchEvidence, SessionUser } from '@sanctions/contracts';
import type { Db } from '../../../db/client';
import { arabicFontFaceCss } from '../../../lib/pdf/arabic-font';
import type { PdfPrinter } from '../../../lib/pdf/pdf-printer';
import { createCertificateCodes } from './certificate-code';
import { findCertificateDetails } from './certificate-details';
import { renderCertificateHtml } from './certificate-html';
import { CERTIFICATE_LABELS } from './certificate-labels';
import { escape } from './html-escape';
import { issueCertificate } from './issue-certificate';
import { verifyCertificate } from './verify-certificate';
import type { ReadStoredEvidence } from './verify-certificate';

/** A stored search with what the certificate fixes beside the evidence. */
export interface CertifiableSearch {
  evidence: SearchEvidence;
  engineOptions: { minConfidence: number; maxResults: number };
  userId: string | null;
}

export interface CertificateRoutesOptions {
  printer: PdfPrinter;
  /** Reads a stored search as `viewer` may see it (404 otherwise): the search feature's `loadSearchEvidence`. */
  loadEvidence: (db: Db, viewer: SessionUser, id: string) => Promise<CertifiableSearch>;
  /** Reads a stored search with nobody's rights checked, for the public check only. */
  readEvidence: ReadStoredEvidence;
}

/**
 * The public check is cheap but answers a yes/no about a code: limited per address like the other public
 * endpoints, far below what guessing an 80-bit code would need.
 */
export const CERTIFICATE_VERIFY_RATE_LIMIT = { max: 30, timeWindow: 60 * 1000 } as const;

/** The screening certificate (ADR 023): issued as a PDF to a reader of the search, checked by anyone. */
export const certificateRoutes: FastifyPluginAsyncZod<CertificateRoutesOptions> = async (
  app,
  options,
) => {
  const codes = createCertificateCodes(app.env);
  const verifyUrl = (searchId: string, code: string) =>
    `${app.env.PUBLIC_URL}/verify-certificate?search=${searchId}&code=${code}`;

  app.get(
    '/api/v2/search/:id/certificate.pdf',
    {
      schema: {
        tags: ['Search'],
        summary: 'Screening certificate of a stored search, with its verification code',
        security: [{ bearerAuth: [] }],
        params: searchIdParamsSchema,
        querystring: searchCertificateQuerySchema,
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const search = await options.loadEvidence(app.db, request.user, request.params.id);
      const { lang } = request.query;
      const issued = await issueCertificate(app.db, search, {
        issuedBy: request.user.id,
        now: app.clock.now(),
      });
      const code = codes.codeFor(search.evidence.searchId, issued.evidenceHash);
      const details = await findCertificateDetails(app.db, search.evidence);
      const fontCss = await arabicFontFaceCss();
      const html = renderCertificateHtml({
        evidence: search.evidence,
        threshold: search.engineOptions.minConfidence,
        maxResults: search.engineOptions.maxResults,
        details,
        certificate: { ...issued, code, verifyUrl: verifyUrl(search.evidence.searchId, code) },
        lang,
        fontCss,
      });
      const pdf = await printer(options.printer, html, search.evidence.searchId, lang, fontCss);
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="screening-certificate-${search.evidence.searchId}.pdf"`,
        )
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.get(
    '/api/v2/search/:id/verify',
    {
      config: { rateLimit: CERTIFICATE_VERIFY_RATE_LIMIT },
      schema: {
        tags: ['Search'],
        summary: 'Check a screening certificate code against the stored record (no sign-in)',
        params: searchIdParamsSchema,
        querystring: certificateVerifyQuerySchema,
        response: { 200: certificateVerificationReplySchema },
      },
    },
    async (request, reply) => {
      const data = await verifyCertificate(
        app.db,
        { codes, readEvidence: options.readEvidence },
        { searchId: request.params.id, code: request.query.code, now: app.clock.now() },
      );
      return reply.header('cache-control', 'no-store').send({ success: true as const, data });
    },
  );
};

// Chromium's footer on every page: the certificate number and the page count.
function printer(
  pdf: PdfPrinter,
  html: string,
  searchId: string,
  lang: 'en' | 'ar',
  fontCss: string,
): Promise<Buffer> {
  const t = CERTIFICATE_LABELS[lang];
  const style = `font-family:'Noto Sans Arabic','DejaVu Sans',Arial,sans-serif;font-feature-settings:'mark' 0,'mkmk' 0;font-size:8pt;color:#6b7280;width:100%;padding:0 14mm;direction:${lang === 'ar' ? 'rtl' : 'ltr'};display:flex;justify-content:space-between;`;
  return pdf.print(html, {
    headerTemplate: `<style>${fontCss}</style><div style="${style}"><span>${escape(t.title)}</span></div>`,
    footerTemplate: `<div style="${style}"><span dir="ltr">${escape(searchId)}</span><span>${escape(t.page)} <span dir="ltr" style="unicode-bidi:isolate"><span class="pageNumber"></span> / <span class="totalPages"></span></span></span></div>`,
  });
}
