import { PassThrough } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkDownloadQuerySchema,
  bulkJobCreatedSchema,
  bulkJobListSchema,
  bulkJobSchema,
  bulkPreviewSchema,
  bulkRowPageSchema,
  bulkRowsQuerySchema,
  searchReproductionResponseSchema,
} from '@sanctions/contracts';
import type { SanctionListFilter } from '@sanctions/contracts';
import { AppError } from '../../../lib/app-error';
import { checkServedLists } from '../../screening';
import { writeBulkResults, writeBulkTemplate } from '../files';
import { arabicFontFaceCss } from '../../../lib/pdf/arabic-font';
import { createPdfPrinter, DEFAULT_CHROMIUM_PATH } from '../../../lib/pdf/pdf-printer';
import { readRequestOrigin } from '../../../lib/request-origin';
import { assertMayBulkScreen, readBulkAllowance } from './bulk-allowance';
import { bulkResultLines, loadReportContext } from './bulk-downloads.service';
import { jobScreenedWatchlists } from './bulk-watchlist-cells';
import { cancelJob, findOwnJobs, findRowPage, findViewableJob } from './bulk-job.queries';
import { renderBulkReportHtml } from './bulk-report-html';
import { jobLocaleOf } from './bulk-request-context';
import { createBulkJob } from './create-bulk-job.service';
import { previewBulkFile } from './preview-bulk-file.service';
import { UPLOAD_MULTIPART_LIMITS, assertMultipart, receiveBulkUpload } from './receive-bulk-upload';
import { reproduceBulkRow } from './reproduce-bulk-row.service';
import { bulkChunkJob } from './screen-bulk-chunk.job';
import { toBulkJobDto } from './to-bulk-job-dto';
import { toBulkRowDto } from './to-bulk-row-dto';

export interface BulkScreeningRoutesOptions {
  /** Default: `CHROMIUM_PATH`, else /usr/bin/chromium. */
  chromiumPath?: string;
}

const TAGS = ['Bulk screening'];
const SECURITY = [{ bearerAuth: [] }];
const JOBS_LISTED = 50;

const jobParamsSchema = z.object({ jobId: z.string().min(1).max(100) });
const rowParamsSchema = jobParamsSchema.extend({ rowNumber: z.string().max(20) });
const reportQuerySchema = z.object({ locale: z.enum(['en', 'ar']).default('en') });

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** Bulk screening (issue 15): uploads, the job and its chunks, status, rows and downloads. */
export const bulkScreeningRoutes: FastifyPluginAsyncZod<BulkScreeningRoutesOptions> = async (
  app,
  options,
) => {
  // Scoped to this plugin: no other route accepts multipart bodies.
  await app.register(multipart, { limits: UPLOAD_MULTIPART_LIMITS });
  const printer = createPdfPrinter(
    options.chromiumPath ?? (process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH),
  );
  app.addHook('onClose', () => printer.close());
  app.jobs.register(bulkChunkJob(app.screeningIndex));

  // Loading lists answer 503 "loading" with Retry-After; lists never imported LIST_UNAVAILABLE.
  const requireLists = (filter: SanctionListFilter) => {
    checkServedLists(
      { ...app.screeningIndex.describe(), isLoading: app.screeningIndex.isLoading() },
      filter,
    );
  };

  app.get(
    '/api/v2/bulk-search/template',
    {
      schema: {
        tags: TAGS,
        summary: 'The bulk screening template (CSV or Excel, English or Arabic headers)',
        security: SECURITY,
        querystring: bulkDownloadQuerySchema,
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const { format, locale } = request.query;
      const file = await writeBulkTemplate(format, locale);
      return reply
        .type(CONTENT_TYPES[format])
        .header(
          'content-disposition',
          `attachment; filename="bulk-screening-template-${locale}.${format}"`,
        )
        .send(file);
    },
  );

  app.post(
    '/api/v2/bulk-search/preview',
    {
      schema: {
        tags: TAGS,
        summary:
          'Read an upload (multipart field `file`) and suggest the column mapping; nothing is stored',
        security: SECURITY,
        consumes: ['multipart/form-data'],
        response: { 200: z.object({ success: z.literal(true), data: bulkPreviewSchema }) },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      assertMultipart(request);
      const owner = { userId: request.user.id, organizationId: request.user.organizationId };
      assertMayBulkScreen(await readBulkAllowance(app.db, owner, app.clock.now()));
      const upload = await receiveBulkUpload(request);
      try {
        return { success: true as const, data: await previewBulkFile(upload) };
      } finally {
        await upload.remove();
      }
    },
  );

  app.post(
    '/api/v2/bulk-search',
    {
      schema: {
        tags: TAGS,
        summary:
          'Start a bulk screening job from an upload (multipart: file, searchType, sanctionLists, minConfidence, mapping); each screened row counts as one search',
        security: SECURITY,
        consumes: ['multipart/form-data'],
        response: { 202: z.object({ success: z.literal(true), data: bulkJobCreatedSchema }) },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      assertMultipart(request);
      const user = request.user;
      const owner = { userId: user.id, organizationId: user.organizationId };
      // Refuse before reading 20 MB when the caller may not run bulk jobs at all.
      assertMayBulkScreen(await readBulkAllowance(app.db, owner, app.clock.now()));
      const upload = await receiveBulkUpload(request);
      try {
        const created = await createBulkJob(
          {
            db: app.db,
            now: () => app.clock.now(),
            enqueue: (db, name, payload, enqueueOptions) =>
              app.jobs.enqueue(db, name, payload, enqueueOptions),
            requireLists,
          },
          {
            user,
            apiKeyId: request.apiKey?.id ?? null,
            locale: await jobLocaleOf(app.db, user.id, request.headers['accept-language']),
            origin: readRequestOrigin(request),
          },
          upload,
        );
        app.jobs.wake();
        return reply.code(202).send({ success: true as const, data: created });
      } finally {
        await upload.remove();
      }
    },
  );

  app.get(
    '/api/v2/bulk-search',
    {
      schema: {
        tags: TAGS,
        summary: "The caller's bulk screening jobs, newest first",
        security: SECURITY,
        response: { 200: z.object({ success: z.literal(true), data: bulkJobListSchema }) },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const now = app.clock.now();
      const jobs = await findOwnJobs(app.db, request.user, JOBS_LISTED);
      return { success: true as const, data: { jobs: jobs.map((job) => toBulkJobDto(job, now)) } };
    },
  );

  app.get(
    '/api/v2/bulk-search/:jobId',
    {
      schema: {
        tags: TAGS,
        summary:
          'Status of a bulk job: rows processed, hits by risk, errors, rows per second, time left',
        security: SECURITY,
        params: jobParamsSchema,
        response: { 200: z.object({ success: z.literal(true), data: bulkJobSchema }) },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const job = await findViewableJob(app.db, request.user, request.params.jobId);
      return { success: true as const, data: toBulkJobDto(job, app.clock.now()) };
    },
  );

  app.post(
    '/api/v2/bulk-search/:jobId/cancel',
    {
      schema: {
        tags: TAGS,
        summary: 'Cancel a waiting or running bulk job (rows already screened stay)',
        security: SECURITY,
        params: jobParamsSchema,
        response: { 200: z.object({ success: z.literal(true), data: bulkJobSchema }) },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const job = await findViewableJob(app.db, request.user, request.params.jobId);
      const now = app.clock.now();
      const cancelled = await cancelJob(app.db, job.id, now);
      if (cancelled === null) {
        throw new AppError(
          'CONFLICT',
          `This bulk search is ${job.status === 'completed' ? 'already finished' : `already ${job.status}`}, so it cannot be cancelled.`,
        );
      }
      return { success: true as const, data: toBulkJobDto(cancelled, now) };
    },
  );

  app.get(
    '/api/v2/bulk-search/:jobId/rows',
    {
      schema: {
        tags: TAGS,
        summary: "A page of the job's rows in input order, filtered by status and risk",
        security: SECURITY,
        params: jobParamsSchema,
        querystring: bulkRowsQuerySchema,
        response: { 200: z.object({ success: z.literal(true), data: bulkRowPageSchema }) },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const job = await findViewableJob(app.db, request.user, request.params.jobId);
      const { rows, total } = await findRowPage(app.db, job.id, request.query);
      return {
        success: true as const,
        data: {
          rows: rows.map(toBulkRowDto),
          total,
          page: request.query.page,
          pageSize: request.query.pageSize,
        },
      };
    },
  );

  app.post(
    '/api/v2/bulk-search/:jobId/rows/:rowNumber/reproduce',
    {
      schema: {
        tags: TAGS,
        summary:
          "Re-screen one row on the current lists with the job's options and report whether its stored result is identical (not counted)",
        security: SECURITY,
        params: rowParamsSchema,
        response: { 200: searchReproductionResponseSchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const { jobId, rowNumber } = request.params;
      const data = await reproduceBulkRow(
        {
          db: app.db,
          clock: app.clock,
          index: app.screeningIndex,
          requireLists,
        },
        request.user,
        jobId,
        rowNumber,
      );
      return { success: true as const, data };
    },
  );

  app.get(
    '/api/v2/bulk-search/:jobId/results',
    {
      schema: {
        tags: TAGS,
        summary:
          'Download the results: one line per input row in input order (the original columns plus top match, confidence, risk, match type, list, list id, analysis; PEP columns for a job of a plan with pepCheck, watchlist columns for a job screened against the organisation watchlists)',
        security: SECURITY,
        params: jobParamsSchema,
        querystring: bulkDownloadQuerySchema,
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const job = await findViewableJob(app.db, request.user, request.params.jobId);
      const { format, locale } = request.query;
      const withWatchlist = await jobScreenedWatchlists(app.db, job.id);
      const out = new PassThrough();
      writeBulkResults(
        format,
        locale,
        job.sourceColumns,
        bulkResultLines(app.db, job, locale, withWatchlist),
        out,
        job.pepCheck,
        withWatchlist,
      )
        .then(() => {
          if (!out.writableEnded) out.end();
        })
        .catch((error: unknown) => {
          request.log.error({ err: error, jobId: job.jobId }, 'bulk results export failed');
          out.destroy(error instanceof Error ? error : new Error('bulk results export failed'));
        });
      return reply
        .type(CONTENT_TYPES[format])
        .header(
          'content-disposition',
          `attachment; filename="${downloadName(job.fileName)}-results.${format}"`,
        )
        .header('cache-control', 'no-store')
        .send(out);
    },
  );

  app.get(
    '/api/v2/bulk-search/:jobId/report.pdf',
    {
      schema: {
        tags: TAGS,
        summary:
          'PDF summary of a bulk job (options, list and algorithm versions, counts, top hit rows)',
        security: SECURITY,
        params: jobParamsSchema,
        querystring: reportQuerySchema,
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const job = await findViewableJob(app.db, request.user, request.params.jobId);
      const context = await loadReportContext(app.db, job);
      const html = renderBulkReportHtml({
        job: toBulkJobDto(job, app.clock.now()),
        lang: request.query.locale,
        ...context,
        fontCss: await arabicFontFaceCss(),
      });
      const pdf = await printer.print(html);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="bulk-screening-${job.jobId}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
};

/** The upload's name without extension, reduced to safe characters for a header value. */
function downloadName(fileName: string): string {
  const base = fileName
    .replace(/\.[^.]*$/, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .slice(0, 80);
  return base === '' || base === '-' ? 'bulk-screening' : base;
}
