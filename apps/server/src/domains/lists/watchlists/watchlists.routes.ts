import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ORGANIZATION_DETAILS_NO_ORGANIZATION,
  WATCHLIST_MESSAGES,
  canManageOrganization,
  watchlistDeletedReplySchema,
  watchlistDetailReplySchema,
  watchlistIdParamsSchema,
  watchlistListReplySchema,
} from '@sanctions/contracts';
import type { SessionUser } from '@sanctions/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../lib/app-error';
import { readRequestOrigin } from '../../../lib/request-origin';
import { BEARER_SECURITY } from '../../../plugins/auth';
import { UPLOAD_MULTIPART_LIMITS, assertMultipart, receiveBulkUpload } from '../../bulk';
import { assertWatchlistPlan } from '../../screening';
import { deleteWatchlist, uploadWatchlist } from './upload-watchlist.service';
import type { WatchlistUploader } from './upload-watchlist.service';
import { findWatchlistDetail, listWatchlists } from './watchlist.queries';

const TAGS = ['Watchlists'];

/** The caller's organisation; a standalone account has none (404 "No organization"). */
function organizationOf(user: SessionUser): string {
  if (user.organizationId === null)
    throw new AppError('NOT_FOUND', ORGANIZATION_DETAILS_NO_ORGANIZATION);
  return user.organizationId;
}

/** Owners and admins upload and delete; members read. */
function assertManager(user: SessionUser): void {
  if (!canManageOrganization(user.organizationRole))
    throw new AppError('FORBIDDEN', WATCHLIST_MESSAGES['watchlist.managersOnly'], {
      messageKey: 'watchlist.managersOnly',
      messageParams: {},
    });
}

/**
 * An organisation's own watchlists (issue 25 §2, ADR 042): upload as CSV or XLSX, replace by a new
 * version, read versions, delete. Every route is scoped to the caller's organisation (another
 * organisation's id answers 404) and needs a plan with `watchlistScreening` (403 otherwise).
 */
export const watchlistsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin, with the bulk upload's limits (20 MB, one file).
  await app.register(multipart, { limits: UPLOAD_MULTIPART_LIMITS });
  const uploaderOf = (request: FastifyRequest, organizationId: string): WatchlistUploader => {
    const origin = readRequestOrigin(request);
    return {
      userId: request.user.id,
      firstName: request.user.firstName,
      lastName: request.user.lastName,
      organizationId,
      ip: origin.ip,
      userAgent: origin.userAgent,
      now: app.clock.now(),
    };
  };

  app.get(
    '/api/v2/organization/watchlists',
    {
      schema: {
        tags: TAGS,
        summary: "The organisation's watchlists with their active versions",
        security: BEARER_SECURITY,
        response: { 200: watchlistListReplySchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const organizationId = organizationOf(request.user);
      await assertWatchlistPlan(app.db, organizationId);
      return {
        success: true as const,
        data: { watchlists: await listWatchlists(app.db, organizationId) },
      };
    },
  );

  app.get(
    '/api/v2/organization/watchlists/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'One watchlist with every version, its counts and delta',
        security: BEARER_SECURITY,
        params: watchlistIdParamsSchema,
        response: { 200: watchlistDetailReplySchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const organizationId = organizationOf(request.user);
      await assertWatchlistPlan(app.db, organizationId);
      return {
        success: true as const,
        data: await findWatchlistDetail(app.db, organizationId, request.params.id),
      };
    },
  );

  app.post(
    '/api/v2/organization/watchlists',
    {
      schema: {
        tags: TAGS,
        summary:
          'Create a watchlist from a CSV or XLSX file (multipart: name, file); a file with bad rows is refused whole, each listed',
        security: BEARER_SECURITY,
        consumes: ['multipart/form-data'],
        response: { 201: watchlistDetailReplySchema },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const organizationId = organizationOf(request.user);
      assertManager(request.user);
      await assertWatchlistPlan(app.db, organizationId);
      assertMultipart(request);
      const upload = await receiveBulkUpload(request);
      try {
        const stored = await uploadWatchlist(app.db, uploaderOf(request, organizationId), upload, {
          name: upload.fields.name,
        });
        return reply.code(201).send({
          success: true as const,
          data: await findWatchlistDetail(app.db, organizationId, stored.watchlistId),
        });
      } finally {
        await upload.remove();
      }
    },
  );

  app.post(
    '/api/v2/organization/watchlists/:id/versions',
    {
      schema: {
        tags: TAGS,
        summary:
          'Replace a watchlist by a new version (multipart: file); the previous versions are kept',
        security: BEARER_SECURITY,
        consumes: ['multipart/form-data'],
        params: watchlistIdParamsSchema,
        response: { 201: watchlistDetailReplySchema },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const organizationId = organizationOf(request.user);
      assertManager(request.user);
      await assertWatchlistPlan(app.db, organizationId);
      assertMultipart(request);
      const upload = await receiveBulkUpload(request);
      try {
        await uploadWatchlist(app.db, uploaderOf(request, organizationId), upload, {
          watchlistId: request.params.id,
        });
        return reply.code(201).send({
          success: true as const,
          data: await findWatchlistDetail(app.db, organizationId, request.params.id),
        });
      } finally {
        await upload.remove();
      }
    },
  );

  app.delete(
    '/api/v2/organization/watchlists/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Delete a watchlist and every version of it',
        security: BEARER_SECURITY,
        params: watchlistIdParamsSchema,
        response: { 200: watchlistDeletedReplySchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const organizationId = organizationOf(request.user);
      assertManager(request.user);
      await assertWatchlistPlan(app.db, organizationId);
      await deleteWatchlist(app.db, uploaderOf(request, organizationId), request.params.id);
      return { success: true as const, data: { id: request.params.id } };
    },
  );
};
