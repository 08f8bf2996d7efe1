import { successEnvelope } from '@sanctions/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const healthSchema = z.object({
  /** `degraded` when the database does not answer. */
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['pglite', 'postgres']),
  databaseReachable: z.boolean(),
  version: z.string(),
  uptimeSeconds: z.number().int().min(0),
});

const healthReplySchema = successEnvelope(healthSchema);

/**
 * Server and database health for people (the admin's system health). It answers 503 when the database is
 * unreachable, with the same body. Balancers and orchestrators use `/api/health/live` and
 * `/api/health/ready` (health-probes.routes.ts), which also wait for the screening index.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['System'],
        summary: 'Server and database health',
        response: { 200: healthReplySchema, 503: healthReplySchema },
      },
    },
    async (_request, reply) => {
      const isReachable = await app.database.ping();
      return reply.code(isReachable ? 200 : 503).send({
        success: true,
        data: {
          status: isReachable ? 'ok' : 'degraded',
          database: app.database.kind,
          databaseReachable: isReachable,
          version: app.appVersion,
          uptimeSeconds: Math.floor(process.uptime()),
        },
      });
    },
  );
};
