import { livenessReplySchema, readinessReplySchema } from '@sanctions/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INDEX_LOADING_RETRY_SECONDS } from '../../screening';
import { readReadiness } from './read-readiness';

const TAGS = ['System'];

/**
 * Probes for load balancers and orchestrators (issue 26): liveness (restart the process when it stops
 * answering) and readiness (send it traffic only when it can screen). `/api/health` stays for people.
 */
export const healthProbeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health/live',
    {
      schema: {
        tags: TAGS,
        summary: 'Liveness: the process answers (no database call)',
        response: { 200: livenessReplySchema },
      },
    },
    async () => ({
      success: true as const,
      data: { status: 'alive' as const, uptimeSeconds: Math.floor(process.uptime()) },
    }),
  );

  app.get(
    '/api/health/ready',
    {
      schema: {
        tags: TAGS,
        summary:
          'Readiness: 200 once the database answers and the screening index is built (list versions, entries, build time), else 503',
        response: { 200: readinessReplySchema, 503: readinessReplySchema },
      },
    },
    async (_request, reply) => {
      const readiness = readReadiness(await app.database.ping(), app.screeningIndex);
      if (!readiness.ready) void reply.header('retry-after', String(INDEX_LOADING_RETRY_SECONDS));
      return reply.code(readiness.ready ? 200 : 503).send({ success: true, data: readiness });
    },
  );
};
