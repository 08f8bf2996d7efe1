import type { FastifyInstance } from 'fastify';
import { Histogram } from 'prom-client';
import type { Registry } from 'prom-client';

/** Label of requests no route matched: the raw URL would give every scanner's guess a series of its own. */
const UNMATCHED_ROUTE = '(unmatched)';

/** Request latency per route pattern (never the raw URL, which carries ids), method and status. */
export function registerHttpMetrics(app: FastifyInstance, registry: Registry): void {
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern, method and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
}
