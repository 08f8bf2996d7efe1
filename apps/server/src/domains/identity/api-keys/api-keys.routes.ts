import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiKeyChangedReplySchema,
  apiKeyCreatedReplySchema,
  apiKeyListReplySchema,
  createApiKeyRequestSchema,
  uuidParamsSchema,
} from '@sanctions/contracts';
import { apiKeyEnvironmentFor } from '.';
import { readRequestOrigin } from '../../../lib/request-origin';
import { BEARER_SECURITY } from '../../../plugins/auth';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.service';

const TAGS = ['API keys'];

/**
 * The account's API keys, managed with a signed-in session only (ROUTE_ACCESS has no `apiKeyScope` on
 * these rows, so a key cannot create or revoke keys).
 */
export const apiKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  const guarded = { security: BEARER_SECURITY, tags: TAGS };
  const environment = apiKeyEnvironmentFor(app.env.NODE_ENV);

  app.get(
    '/api/v2/user/api-keys',
    {
      schema: {
        ...guarded,
        summary: "The account's API keys (prefix and last four characters only, never the key)",
        response: { 200: apiKeyListReplySchema },
      },
      preValidation: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: { apiKeys: await listApiKeys(app.db, request.user.id, app.clock.now()) },
    }),
  );

  app.post(
    '/api/v2/user/api-keys',
    {
      schema: {
        ...guarded,
        summary: 'Create an API key; the reply carries the key in `data.key` this once',
        body: createApiKeyRequestSchema,
        response: { 201: apiKeyCreatedReplySchema },
      },
      preValidation: app.authenticate,
    },
    async (request, reply) => {
      const created = await createApiKey(
        { db: app.db, now: app.clock.now(), environment },
        request.user,
        request.body,
        readRequestOrigin(request),
      );
      // The one reply that holds the key: no cache may keep it.
      void reply.header('cache-control', 'no-store');
      return reply.code(201).send({ success: true as const, data: created });
    },
  );

  app.delete(
    '/api/v2/user/api-keys/:id',
    {
      schema: {
        ...guarded,
        summary: 'Revoke an API key (at once; revoking a revoked key answers it unchanged)',
        params: uuidParamsSchema,
        response: { 200: apiKeyChangedReplySchema },
      },
      preValidation: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: {
        apiKey: await revokeApiKey(
          { db: app.db, now: app.clock.now() },
          request.user,
          request.params.id,
          readRequestOrigin(request),
        ),
      },
    }),
  );
};
