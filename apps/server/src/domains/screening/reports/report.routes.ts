import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchIdParamsSchema, searchReportQuerySchema } from '@sanctions/contracts';
import type {
  ExportTemplateConfiguration,
  SearchEvidence,
  SessionUser,
} from '@sanctions/contracts';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { arabicFontFaceCss } from '../../../lib/pdf/arabic-font';
import { createPdfPrinter, DEFAULT_CHROMIUM_PATH } from '../../../lib/pdf/pdf-printer';
import { certificateRoutes } from './certificate.routes';
import type { CertificateRoutesOptions } from './certificate.routes';
import { asciiFileSlug } from './report-file-slug';
import { renderReportHeaderFooter, renderReportHtml } from './report-html';

export interface ReportRoutesOptions extends Omit<CertificateRoutesOptions, 'printer'> {
  /** Reads a stored search as `viewer` may see it (404 otherwise): the search feature's `findSearchEvidence`. */
  findEvidence: (db: Db, viewer: SessionUser, id: string) => Promise<SearchEvidence>;
  /**
   * The configuration of an export template `viewer` may use (404 otherwise): the export-templates
   * feature's; the report follows its sections, columns and custom fields.
   */
  findTemplate: (
    db: Db,
    viewer: SessionUser,
    id: string,
    now: Date,
  ) => Promise<ExportTemplateConfiguration>;
  /** Default: `CHROMIUM_PATH`, else /usr/bin/chromium. */
  chromiumPath?: string;
}

/** GET /api/v2/search/:id/report.pdf: the stored evidence of a search as a PDF, in English or Arabic. */
export const reportRoutes: FastifyPluginAsyncZod<ReportRoutesOptions> = async (app, options) => {
  const printer = createPdfPrinter(
    options.chromiumPath ?? (process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH),
  );
  app.addHook('onClose', () => printer.close());
  // One Chromium for every document of a search.
  await app.register(certificateRoutes, {
    printer,
    loadEvidence: options.loadEvidence,
    readEvidence: options.readEvidence,
  });

  app.get(
    '/api/v2/search/:id/report.pdf',
    {
      schema: {
        tags: ['Search'],
        summary: 'PDF evidence report of a stored search (all matches, or one with ?match=)',
        security: [{ bearerAuth: [] }],
        params: searchIdParamsSchema,
        querystring: searchReportQuerySchema,
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const evidence = await options.findEvidence(app.db, request.user, request.params.id);
      const { lang, match, template } = request.query;
      if (match !== undefined && match >= evidence.result.matches.length) {
        throw new AppError('NOT_FOUND', `This search has no match number ${match}`);
      }
      const layout =
        template === undefined
          ? undefined
          : await options.findTemplate(app.db, request.user, template, app.clock.now());
      const fontCss = await arabicFontFaceCss();
      const html = renderReportHtml({
        evidence,
        lang,
        fontCss,
        ...(match === undefined ? {} : { matchIndex: match }),
        ...(layout === undefined ? {} : { layout }),
      });
      const pdf = await printer.print(html, renderReportHeaderFooter(evidence, lang, fontCss));
      const timestamp = app.clock.now().toISOString().replace(/[:.]/g, '-');
      const matchName =
        match === undefined
          ? ''
          : asciiFileSlug(evidence.result.matches[match]?.sanctionEntry.fullName ?? '');
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="sanctions-report-${matchName === '' ? '' : `${matchName}-`}${timestamp}.pdf"`,
        )
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
};
