import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  listUpdateChangesQuerySchema,
  listUpdateChangesReplySchema,
  listUpdateEntryDetailReplySchema,
  listUpdateEntryParamsSchema,
  listUpdateVersionParamsSchema,
  listUpdatesQuerySchema,
  listUpdatesReplySchema,
} from '@sanctions/contracts';
import { BEARER_SECURITY } from '../../../plugins/auth';
import { listUpdates, listVersionChanges, readVersionEntry } from './list-updates.service';

const TAGS = ['Sanctions lists'];

/** Read-only list updates for every signed-in user: versions, what each changed, one entry of a version. */
export const listUpdatesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v2/sanctions/updates',
    {
      schema: {
        tags: TAGS,
        summary: 'Activated list versions, newest first, with what each changed',
        security: BEARER_SECURITY,
        querystring: listUpdatesQuerySchema,
        response: { 200: listUpdatesReplySchema },
      },
      // Authenticated before validation: an anonymous caller gets 401, never a description of the query.
      preValidation: app.authenticate,
    },
    async (request) => ({ success: true as const, data: await listUpdates(app.db, request.query) }),
  );

  app.get(
    '/api/v2/sanctions/updates/:versionId',
    {
      schema: {
        tags: TAGS,
        summary: 'One version and a page of its added, removed or changed entries',
        security: BEARER_SECURITY,
        params: listUpdateVersionParamsSchema,
        querystring: listUpdateChangesQuerySchema,
        response: { 200: listUpdateChangesReplySchema },
      },
      preValidation: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: await listVersionChanges(app.db, request.params.versionId, request.query),
    }),
  );

  app.get(
    '/api/v2/sanctions/updates/:versionId/entries/:entryId',
    {
      schema: {
        tags: TAGS,
        summary: 'One entry as the version lists it, with what changed in it',
        security: BEARER_SECURITY,
        params: listUpdateEntryParamsSchema,
        response: { 200: listUpdateEntryDetailReplySchema },
      },
      preValidation: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: await readVersionEntry(app.db, request.params.versionId, request.params.entryId),
    }),
  );
};
