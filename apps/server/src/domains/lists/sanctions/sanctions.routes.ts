import { readRequestOrigin } from '../../../lib/request-origin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SANCTIONS_MESSAGES,
  crawlReplySchema,
  importRunParamsSchema,
  importRunReplySchema,
  importRunningReplySchema,
  listCoverageReplySchema,
  listFreshnessReplySchema,
  listVersionsQuerySchema,
  listVersionsReplySchema,
  sanctionsStatsReplySchema,
} from '@sanctions/contracts';
import type { ImportRun } from '@sanctions/contracts';
import { pepFtmUrlReplySchema, pepFtmUrlSettingSchema } from '@sanctions/contracts';
import { readPepFtmUrl, writePepFtmUrl } from './pep-ftm-url';
import { recordAudit } from '../../administration';
import { AppError } from '../../../lib/app-error';
import { errorEnvelope } from '../../../plugins/error-handler';
import { closeInterruptedImportRuns, ImportRunningError } from './import-job-slot';
import { crawlLists, refreshLists, sanctionsDeps, toImportRun } from './list-import.service';
import { readListFreshness, readListVersions, readSanctionsStats } from './list-status.service';
import { findImportRun } from './sanctions.queries';
import { readListCoverage } from './read-list-coverage';

const ADMIN_TAGS = ['Admin: sanctions lists'];

/**
 * Admin sanctions API of spec organizations-billing-admin (crawl, refresh, stats) plus the version history,
 * import runs and the freshness every signed-in user's indicator reads.
 */
export const sanctionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = sanctionsDeps(app);
  // The import slot itself lives in the database (import-job-slot.ts); this only lets a shutdown wait.
  const backgroundRuns = new Set<Promise<ImportRun>>();
  app.addHook('onReady', async () => {
    const closed = await closeInterruptedImportRuns(deps);
    if (closed.length > 0)
      app.log.warn({ runIds: closed }, 'list import runs closed as interrupted');
  });
  app.addHook('onClose', async () => {
    await Promise.all(backgroundRuns);
  });

  app.post(
    '/api/v2/admin/sanctions/crawl',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary:
          'Download the official lists and import them in the background (202 with a job id)',
        response: { 202: crawlReplySchema, 409: importRunningReplySchema },
      },
      preHandler: app.requirePermission('sanctions:refresh'),
    },
    async (request, reply) => {
      const started = await startOrConflict(reply, () =>
        crawlLists(deps, 'crawl', `user:${request.user.id}`),
      );
      if (!started) return reply;
      const { run, done } = started;
      backgroundRuns.add(done);
      void done.finally(() => backgroundRuns.delete(done));
      await audit(request, 'sanctions.crawl', { jobId: run.id });
      return reply.code(202).send({
        success: true,
        data: { jobId: run.id, status: 'running' },
        message: SANCTIONS_MESSAGES.crawlStarted,
      });
    },
  );

  app.post(
    '/api/v2/admin/sanctions/refresh',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Re-import LISTS_DIR (or the last downloaded files) and wait for the outcome',
        response: { 200: importRunReplySchema, 409: importRunningReplySchema },
      },
      preHandler: app.requirePermission('sanctions:refresh'),
    },
    async (request, reply) => {
      const run = await startOrConflict(reply, () => refreshLists(deps, `user:${request.user.id}`));
      if (!run) return reply;
      await audit(request, 'sanctions.refresh', { jobId: run.id, status: run.status });
      return reply.send({
        success: true as const,
        data: run,
        // A run in which any publication failed is answered as a failure, never as "refreshed".
        message:
          run.status === 'succeeded'
            ? SANCTIONS_MESSAGES.refreshed
            : SANCTIONS_MESSAGES.refreshFailed,
      });
    },
  );

  app.get(
    '/api/v2/admin/sanctions/pep-sources/ftm-url',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary:
          "The customer's licensed FollowTheMoney URL the scheduled import fetches (null: none)",
        response: { 200: pepFtmUrlReplySchema },
      },
      preHandler: app.requirePermission('sanctions:refresh'),
    },
    async () => ({ success: true as const, data: { ftmUrl: await readPepFtmUrl(app.db) } }),
  );

  app.put(
    '/api/v2/admin/sanctions/pep-sources/ftm-url',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary: "Set (or with null remove) the customer's licensed FollowTheMoney URL",
        body: pepFtmUrlSettingSchema,
        response: { 200: pepFtmUrlReplySchema },
      },
      preHandler: app.requirePermission('sanctions:refresh'),
    },
    async (request) => {
      const { ftmUrl } = request.body;
      await writePepFtmUrl(app.db, ftmUrl, request.user.id);
      // The URL may carry the customer's API key: the audit says that it changed, not what it is.
      await audit(request, 'sanctions.pepFtmUrl', { set: ftmUrl !== null });
      return { success: true as const, data: { ftmUrl } };
    },
  );

  app.get(
    '/api/v2/sanctions/coverage',
    {
      schema: {
        tags: ['Sanctions lists'],
        summary:
          'Publications, regimes, entries and named countries of the lists served right now (no sign-in)',
        response: { 200: listCoverageReplySchema },
      },
    },
    async () => ({
      success: true as const,
      data: readListCoverage(app.screeningIndex.describe()),
    }),
  );

  app.get(
    '/api/v2/admin/sanctions/stats',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Active list versions: total entries, last update, breakdown and recent failures',
        response: { 200: sanctionsStatsReplySchema },
      },
      preHandler: app.requireRole('admin'),
    },
    async () => ({ success: true as const, data: await readSanctionsStats(app.db) }),
  );

  app.get(
    '/api/v2/admin/sanctions/versions',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Import history with counts and the delta against the previous version',
        querystring: listVersionsQuerySchema,
        response: { 200: listVersionsReplySchema },
      },
      preHandler: app.requireRole('admin'),
    },
    async (request) => ({
      success: true as const,
      data: { versions: await readListVersions(app.db, request.query) },
    }),
  );

  app.get(
    '/api/v2/admin/sanctions/jobs/:id',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary: 'One crawl or refresh run and its outcome per publication',
        params: importRunParamsSchema,
        response: { 200: importRunReplySchema },
      },
      preHandler: app.requireRole('admin'),
    },
    async (request) => {
      let run = await findImportRun(app.db, request.params.id);
      if (!run) throw new AppError('NOT_FOUND', 'Import job not found');
      // A run whose process died reads as interrupted at once, not `running` until the next start-up.
      if (run.status === 'running' && (await closeInterruptedImportRuns(deps)).includes(run.id)) {
        run = (await findImportRun(app.db, run.id)) ?? run;
      }
      return { success: true as const, data: toImportRun(run) };
    },
  );

  app.get(
    '/api/v2/sanctions/freshness',
    {
      schema: {
        tags: ['Sanctions lists'],
        summary: 'Per list: active version dates and whether it is stale',
        response: { 200: listFreshnessReplySchema },
      },
      preHandler: app.authenticate,
    },
    async () => ({
      success: true as const,
      data: await readListFreshness(app.db, app.clock.now(), app.env.LIST_REFRESH_HOURS, {
        listsDir: app.env.LISTS_DIR,
        isDownloadEnabled: app.env.LIST_DOWNLOAD_ENABLED,
      }),
    }),
  );

  /** Starts a run, or answers 409 with the running job's id (then returns undefined). */
  async function startOrConflict<T>(
    reply: FastifyReply,
    start: () => Promise<T>,
  ): Promise<T | undefined> {
    try {
      return await start();
    } catch (error) {
      if (!(error instanceof ImportRunningError)) throw error;
      await reply.code(409).send({
        ...errorEnvelope(reply.request.id, { code: 'CONFLICT', message: error.message }),
        jobId: error.runningRunId,
      });
      return undefined;
    }
  }

  async function audit(
    request: FastifyRequest,
    action: string,
    details: Record<string, unknown>,
  ): Promise<void> {
    await recordAudit(app.db, {
      userId: request.user.id,
      actorId: request.user.id,
      action,
      details,
      ...readRequestOrigin(request),
      at: app.clock.now(),
    });
  }
};
