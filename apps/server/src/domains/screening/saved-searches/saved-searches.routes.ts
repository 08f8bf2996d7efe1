import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createSavedSearchRequestSchema,
  messageEnvelopeSchema,
  savedSearchListReplySchema,
  savedSearchReplySchema,
  updateSavedSearchRequestSchema,
  uuidParamsSchema,
} from '@sanctions/contracts';
import { BEARER_SECURITY } from '../../../plugins/auth';
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  updateSavedSearch,
  useSavedSearch,
} from './saved-searches.service';

const TAGS = ['Saved searches'];

/** The caller's saved searches (issue 14 item 8): per-user, another user's id answers 404. */
export const savedSearchesRoutes: FastifyPluginAsyncZod = async (app) => {
  const guarded = { security: BEARER_SECURITY, tags: TAGS };

  app.get(
    '/api/v2/saved-searches',
    {
      schema: {
        ...guarded,
        summary: "The caller's saved searches, favourites first, then the most recently used",
        response: { 200: savedSearchListReplySchema },
      },
      preValidation: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: { savedSearches: await listSavedSearches(app.db, request.user) },
    }),
  );

  app.post(
    '/api/v2/saved-searches',
    {
      schema: {
        ...guarded,
        summary: 'Save a search (its use count starts at 1)',
        body: createSavedSearchRequestSchema,
        response: { 201: savedSearchReplySchema },
      },
      preValidation: app.authenticate,
    },
    async (request, reply) => {
      const savedSearch = await createSavedSearch(
        app.db,
        request.user,
        request.body,
        app.clock.now(),
      );
      return reply.code(201).send({ success: true as const, data: { savedSearch } });
    },
  );

  app.put(
    '/api/v2/saved-searches/:id',
    {
      schema: {
        ...guarded,
        summary: 'Rename, describe or (un)favourite a saved search',
        params: uuidParamsSchema,
        body: updateSavedSearchRequestSchema,
        response: { 200: savedSearchReplySchema },
      },
      preValidation: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: {
        savedSearch: await updateSavedSearch(app.db, request.user, request.params.id, request.body),
      },
    }),
  );

  app.delete(
    '/api/v2/saved-searches/:id',
    {
      schema: {
        ...guarded,
        summary: 'Delete a saved search',
        params: uuidParamsSchema,
        response: { 200: messageEnvelopeSchema },
      },
      preValidation: app.authenticate,
    },
    async (request) => {
      await deleteSavedSearch(app.db, request.user, request.params.id);
      return { success: true as const };
    },
  );

  app.post(
    '/api/v2/saved-searches/:id/use',
    {
      schema: {
        ...guarded,
        summary: 'Record one more use of a saved search; the reply carries its query to run',
        params: uuidParamsSchema,
        response: { 200: savedSearchReplySchema },
      },
      preValidation: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: {
        savedSearch: await useSavedSearch(app.db, request.user, request.params.id, app.clock.now()),
      },
    }),
  );
};
