import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  searchEvidenceResponseSchema,
  searchIdParamsSchema,
  searchReproductionResponseSchema,
  searchRequestSchema,
  searchResponseSchema,
} from '@sanctions/contracts';
import { readRequestOrigin } from '../../../lib/request-origin';
import { reproduceSearch } from './reproduce-search.service';
import { runSearch } from './run-search.service';
import { loadSearchEvidence } from './search-evidence.service';
import type { MarkClearedMatches, ScreeningIndexSource, SearchQuota } from './search-ports';

export interface SearchRoutesOptions {
  /** Usage limits (the usage feature's `searchQuota`). */
  quota: SearchQuota;
  /** Marks matches a standing clearance covers (the cases domain's `markSearchMatchesCleared`). */
  markCleared: MarkClearedMatches;
  /** Where the current index comes from; default `app.screeningIndex`. */
  index?: ScreeningIndexSource;
}

const TAGS = ['Search'];

/**
 * Abuse guard only (the business limits are the usage quotas): per access token or API key, so users
 * behind one proxy or NAT do not share it.
 */
export const SEARCH_RATE_LIMIT = {
  max: 1_800,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => {
    // An API key in X-API-Key is a credential of its own: several keys behind one server's address
    // must not share one bucket.
    const header = request.headers['x-api-key'] ?? request.headers.authorization;
    return header
      ? createHash('sha256').update([header].flat().join(',')).digest('base64url')
      : request.ip;
  },
};

/** POST /api/v2/search and the stored-search evidence routes. */
export const searchRoutes: FastifyPluginAsyncZod<SearchRoutesOptions> = async (app, options) => {
  const index: ScreeningIndexSource = options.index ?? app.screeningIndex;

  app.post(
    '/api/v2/search',
    {
      schema: {
        tags: TAGS,
        summary: 'Screen a name against the sanctions lists (counts against the usage limits)',
        security: [{ bearerAuth: [] }],
        body: searchRequestSchema,
        response: { 200: searchResponseSchema },
      },
      config: { rateLimit: SEARCH_RATE_LIMIT },
      // The reply is built field by field from typed code (tested against the contract), and checking
      // it with zod on every search cost ~5% of a loaded server's CPU; the schema still documents it.
      serializerCompiler: () => (data) => JSON.stringify(data),
      preHandler: app.authenticate,
    },
    async (request) =>
      runSearch(
        {
          db: app.db,
          clock: app.clock,
          index,
          quota: options.quota,
          markCleared: options.markCleared,
          onScreened: (seconds, candidates) => app.metrics.observeScreening(seconds, candidates),
        },
        request.user,
        request.body,
        { ...readRequestOrigin(request), apiKey: request.apiKey },
      ),
  );

  app.get(
    '/api/v2/search/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'A stored search with its full result, author, time, algorithm and list versions',
        security: [{ bearerAuth: [] }],
        params: searchIdParamsSchema,
        response: { 200: searchEvidenceResponseSchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const { evidence } = await loadSearchEvidence(app.db, request.user, request.params.id);
      return { success: true as const, data: evidence };
    },
  );

  app.post(
    '/api/v2/search/:id/reproduce',
    {
      schema: {
        tags: TAGS,
        summary:
          'Re-run a stored search on the current lists and report whether the result is identical',
        security: [{ bearerAuth: [] }],
        params: searchIdParamsSchema,
        response: { 200: searchReproductionResponseSchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: await reproduceSearch(
        { db: app.db, clock: app.clock, index },
        request.user,
        request.params.id,
      ),
    }),
  );
};
