import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ORGANIZATION_DETAILS_NO_ORGANIZATION,
  alertCountsResponseSchema,
  alertDetailResponseSchema,
  alertListResponseSchema,
  alertReportQuerySchema,
  assignAlertRequestSchema,
  assignAlertResponseSchema,
  caseStatisticsResponseSchema,
  colleagueListResponseSchema,
  commentResponseSchema,
  createCommentRequestSchema,
  createDecisionRequestSchema,
  decisionResponseSchema,
  listAlertsQuerySchema,
  openBulkRowHitCaseRequestSchema,
  openBulkRowWatchlistHitCaseRequestSchema,
  openSearchHitCaseRequestSchema,
  openSearchWatchlistHitCaseRequestSchema,
  openSearchHitCaseResponseSchema,
  reviewDecisionRequestSchema,
  uuidParamsSchema,
} from '@sanctions/contracts';
import type { SessionUser } from '@sanctions/contracts';
import { AppError } from '../../../lib/app-error';
import { firstIssueFailure } from '../../../lib/first-issue-failure';
import { arabicFontFaceCss } from '../../../lib/pdf/arabic-font';
import { createPdfPrinter, DEFAULT_CHROMIUM_PATH } from '../../../lib/pdf/pdf-printer';
import { BEARER_SECURITY } from '../../../plugins/auth';
import { assertWatchlistPlan } from '../../screening';
import { renderAlertReportHeaderFooter, renderAlertReportHtml } from './alert-report-html';
import { countAlerts } from './alert-counts.queries';
import { readAlertDetail } from './alert-detail.service';
import { listAlerts } from './alert-queue.queries';
import { assignAlert } from './assign-alert.service';
import { readCaseStatistics } from './case-statistics.queries';
import { listColleagues } from './colleagues.queries';
import { commentOnAlert } from './comment-alert.service';
import { decideAlert } from './decide-alert.service';
import { openBulkRowHitCase, openSearchHitCase } from './open-search-hit-case.service';
import type { FindBulkRowHitSource, FindSearchEvidence } from './open-search-hit-case.service';
import {
  openBulkRowWatchlistHitCase,
  openSearchWatchlistHitCase,
} from './open-watchlist-hit-case.service';
import { reviewDecision } from './review-decision.service';
import type { ReviewOutcome } from './review-decision.service';

const TAGS = ['Monitoring'];

/**
 * The case review of issue 16 (ADR 019, 020): the alert queue, the case page, assignment, comments,
 * decisions and their four-eyes review, colleagues and statistics. Every query is scoped to the caller's
 * organisation or standalone account (another scope's alert answers 404).
 */
export interface MonitoringAlertsRoutesOptions {
  /** The search feature's `findSearchEvidence`: a case opened on a search hit reads the stored search. */
  findEvidence: FindSearchEvidence;
  /** The bulk feature's `findBulkRowHitSource`: a case opened on a bulk row's hit reads the stored row. */
  findBulkRow: FindBulkRowHitSource;
}

export const monitoringAlertsRoutes: FastifyPluginAsyncZod<MonitoringAlertsRoutesOptions> = async (
  app,
  options,
) => {
  const guarded = { security: BEARER_SECURITY, tags: TAGS };
  const now = () => app.clock.now();
  const printer = createPdfPrinter(process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH);
  app.addHook('onClose', () => printer.close());

  app.get(
    '/api/v2/monitoring/alerts',
    {
      schema: {
        ...guarded,
        summary: 'The alert queue: filtered by status, risk, list, assignee, age; newest first',
        querystring: listAlertsQuerySchema,
        response: { 200: alertListResponseSchema },
      },
      preValidation: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: await listAlerts(app.db, request.user, request.query, now()),
    }),
  );

  app.post(
    '/api/v2/monitoring/cases/from-search',
    {
      schema: {
        ...guarded,
        summary:
          'Open the case of a hit of a stored search (single search or history row), or find the open one',
        body: openSearchHitCaseRequestSchema,
        response: { 200: openSearchHitCaseResponseSchema, 201: openSearchHitCaseResponseSchema },
      },
      preValidation: app.authenticate,
    },
    async (request, reply) => {
      const data = await openSearchHitCase(
        app.db,
        request.user,
        request.body,
        options.findEvidence,
        now(),
      );
      return reply.code(data.created ? 201 : 200).send({ success: true as const, data });
    },
  );

  app.post(
    '/api/v2/monitoring/cases/from-bulk-row',
    {
      schema: {
        ...guarded,
        summary: 'Open the case of a hit of a bulk screening row, or find the open one',
        body: openBulkRowHitCaseRequestSchema,
        response: { 200: openSearchHitCaseResponseSchema, 201: openSearchHitCaseResponseSchema },
      },
      preValidation: app.authenticate,
    },
    async (request, reply) => {
      const data = await openBulkRowHitCase(
        app.db,
        request.user,
        request.body,
        options.findBulkRow,
        now(),
      );
      return reply.code(data.created ? 201 : 200).send({ success: true as const, data });
    },
  );

  /**
   * Organisation routes (ADR 042, addendum): the caller's organisation (404 "No organization" without one)
   * and its plan's `watchlistScreening` (403) are checked before the body is validated.
   */
  const watchlistCaseCaller = async (request: FastifyRequest): Promise<SessionUser> => {
    if (request.user.organizationId === null)
      throw new AppError('NOT_FOUND', ORGANIZATION_DETAILS_NO_ORGANIZATION);
    await assertWatchlistPlan(app.db, request.user.organizationId);
    if (request.validationError) throw firstIssueFailure(request.validationError);
    return request.user;
  };

  app.post(
    '/api/v2/monitoring/cases/from-search/watchlist',
    {
      attachValidation: true,
      schema: {
        ...guarded,
        summary:
          "Open the case of a hit on the organisation's own watchlist in a stored search, or find the open one",
        body: openSearchWatchlistHitCaseRequestSchema,
        response: { 200: openSearchHitCaseResponseSchema, 201: openSearchHitCaseResponseSchema },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const user = await watchlistCaseCaller(request);
      const data = await openSearchWatchlistHitCase(
        app.db,
        user,
        request.body,
        options.findEvidence,
        now(),
      );
      return reply.code(data.created ? 201 : 200).send({ success: true as const, data });
    },
  );

  app.post(
    '/api/v2/monitoring/cases/from-bulk-row/watchlist',
    {
      attachValidation: true,
      schema: {
        ...guarded,
        summary:
          "Open the case of a hit on the organisation's own watchlist in a bulk screening row, or find the open one",
        body: openBulkRowWatchlistHitCaseRequestSchema,
        response: { 200: openSearchHitCaseResponseSchema, 201: openSearchHitCaseResponseSchema },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const user = await watchlistCaseCaller(request);
      const data = await openBulkRowWatchlistHitCase(
        app.db,
        user,
        request.body,
        options.findBulkRow,
        now(),
      );
      return reply.code(data.created ? 201 : 200).send({ success: true as const, data });
    },
  );

  app.get(
    '/api/v2/monitoring/alerts/counts',
    {
      schema: {
        ...guarded,
        summary: 'Alert counts for the navigation badge and the queue tabs',
        response: { 200: alertCountsResponseSchema },
      },
      preValidation: app.authenticate,
    },
    async (request) => ({ success: true as const, data: await countAlerts(app.db, request.user) }),
  );

  app.get(
    '/api/v2/monitoring/alerts/:id',
    {
      schema: {
        ...guarded,
        summary: 'One alert: subject, listed entry, explanation, list versions, decisions, history',
        params: uuidParamsSchema,
        response: { 200: alertDetailResponseSchema },
      },
      preValidation: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: await readAlertDetail(app.db, request.user, request.params.id),
    }),
  );

  app.get(
    '/api/v2/monitoring/alerts/:id/report.pdf',
    {
      schema: {
        ...guarded,
        summary:
          'PDF evidence report of an alert (English or Arabic): entry, explanation, decisions',
        params: uuidParamsSchema,
        querystring: alertReportQuerySchema,
      },
      preValidation: app.authenticate,
    },
    async (request, reply) => {
      const alert = await readAlertDetail(app.db, request.user, request.params.id);
      const { lang } = request.query;
      const fontCss = await arabicFontFaceCss();
      const generatedAt = now();
      const pdf = await printer.print(
        renderAlertReportHtml({ alert, lang, generatedAt, fontCss }),
        renderAlertReportHeaderFooter(alert.id, lang, fontCss),
      );
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="alert-${alert.id}-${generatedAt.toISOString().slice(0, 10)}.pdf"`,
        )
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.post(
    '/api/v2/monitoring/alerts/:id/assign',
    {
      schema: {
        ...guarded,
        summary: 'Assign the alert to yourself or a colleague (null unassigns)',
        params: uuidParamsSchema,
        body: assignAlertRequestSchema,
        response: { 200: assignAlertResponseSchema },
      },
      preValidation: app.authenticate,
    },
    async (request) => {
      const { version } = await assignAlert(
        app.db,
        request.user,
        request.params.id,
        request.body.assigneeId,
        now(),
      );
      return { success: true as const, data: { alertId: request.params.id, version } };
    },
  );

  app.post(
    '/api/v2/monitoring/alerts/:id/comments',
    {
      schema: {
        ...guarded,
        summary: 'Comment on the alert (kept in its history)',
        params: uuidParamsSchema,
        body: createCommentRequestSchema,
        response: { 201: commentResponseSchema },
      },
      preValidation: app.authenticate,
    },
    async (request, reply) => {
      const event = await commentOnAlert(
        app.db,
        request.user,
        request.params.id,
        request.body.body,
      );
      return reply.code(201).send({ success: true as const, data: { event } });
    },
  );

  app.post(
    '/api/v2/monitoring/alerts/:id/decisions',
    {
      schema: {
        ...guarded,
        summary:
          'Decide the alert: escalate at once, or propose a true match / false positive for a second reviewer',
        params: uuidParamsSchema,
        body: createDecisionRequestSchema,
        response: { 201: decisionResponseSchema },
      },
      preValidation: app.authenticate,
    },
    async (request, reply) => {
      const decision = await decideAlert(
        app.db,
        request.user,
        request.params.id,
        request.body,
        now(),
      );
      return reply.code(201).send({ success: true as const, data: { decision } });
    },
  );

  const reviewRoute = (path: 'approve' | 'reject', outcome: ReviewOutcome, summary: string) =>
    app.post(
      `/api/v2/monitoring/decisions/:id/${path}`,
      {
        schema: {
          ...guarded,
          summary,
          params: uuidParamsSchema,
          body: reviewDecisionRequestSchema,
          response: { 200: decisionResponseSchema },
        },
        preValidation: app.authenticate,
      },
      async (request) => ({
        success: true as const,
        data: {
          decision: await reviewDecision(
            app.db,
            request.user,
            request.params.id,
            outcome,
            request.body,
            now(),
          ),
        },
      }),
    );
  reviewRoute(
    'approve',
    'approved',
    'Approve a proposed decision (a second reviewer, never its maker)',
  );
  reviewRoute(
    'reject',
    'rejected',
    'Send a proposed decision back: the alert returns to the queue',
  );

  app.get(
    '/api/v2/monitoring/reviewers',
    {
      schema: {
        ...guarded,
        summary: 'Colleagues the caller can assign alerts to, and which of them review decisions',
        response: { 200: colleagueListResponseSchema },
      },
      preValidation: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: { colleagues: await listColleagues(app.db, request.user) },
    }),
  );

  app.get(
    '/api/v2/monitoring/statistics',
    {
      schema: {
        ...guarded,
        summary:
          'Case statistics: subjects, alerts by status, time to decision, false positives per list',
        response: { 200: caseStatisticsResponseSchema },
      },
      preValidation: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: await readCaseStatistics(app.db, request.user),
    }),
  );
};
