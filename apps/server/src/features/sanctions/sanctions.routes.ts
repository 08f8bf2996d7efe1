import { readRequestOrigin } from '../../lib/request-origin';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SANCTIONS_MESSAGES,
  crawlReplySchema,
  importRunParamsSchema,
  importRunReplySchema,
  listFreshnessReplySchema,
  listVersionsQuerySchema,
  listVersionsReplySchema,
  sanctionsStatsReplySchema,
} from '@sanctions/contracts';
import type { ImportRun } from '@sanctions/contracts';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/app-error';
import { crawlLists, refreshLists, sanctionsDeps, toImportRun } from './list-import.service';
import { readListFreshness, readListVersions, readSanctionsStats } from './list-status.service';
import { findImportRun } from './sanctions.queries';

const ADMIN_TAGS = ['Admin: sanctions lists'];

/**
 * Admin sanctions API of spec organizations-billing-admin (crawl, refresh, stats) plus the version history,
 * import runs and the freshness every signed-in user's indicator reads.
 */
export const sanctionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = sanctionsDeps(app);
  // One crawl at a time per instance: a second click answers with the running job instead of a second download.
  let runningCrawl: { id: string; done: Promise<ImportRun> } | undefined;
  app.addHook('onClose', async () => {
    await runningCrawl?.done;
  });

  app.post(
    '/api/v2/admin/sanctions/crawl',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary:
          'Download the official lists and import them in the background (202 with a job id)',
        response: { 202: crawlReplySchema },
      },
      preHandler: app.requirePermission('sanctions:refresh'),
    },
    async (request, reply) => {
      if (!runningCrawl) {
        const { run, done } = await crawlLists(deps, 'crawl', `user:${request.user.id}`);
        const tracked = done.finally(() => {
          runningCrawl = undefined;
        });
        runningCrawl = { id: run.id, done: tracked };
        await audit(request, 'sanctions.crawl', { jobId: run.id });
      }
      return reply.code(202).send({
        success: true,
        data: { jobId: runningCrawl.id, status: 'running' },
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
        response: { 200: importRunReplySchema },
      },
      preHandler: app.requirePermission('sanctions:refresh'),
    },
    async (request) => {
      const run = await refreshLists(deps, `user:${request.user.id}`);
      await audit(request, 'sanctions.refresh', { jobId: run.id, status: run.status });
      return {
        success: true as const,
        data: run,
        message:
          run.status === 'failed' ? SANCTIONS_MESSAGES.refreshFailed : SANCTIONS_MESSAGES.refreshed,
      };
    },
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
      const run = await findImportRun(app.db, request.params.id);
      if (!run) throw new AppError('NOT_FOUND', 'Import job not found');
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
      data: await readListFreshness(app.db, app.clock.now(), app.env.LIST_REFRESH_HOURS),
    }),
  );

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
