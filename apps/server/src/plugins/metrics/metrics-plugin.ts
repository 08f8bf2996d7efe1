import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Registry, collectDefaultMetrics } from 'prom-client';
import type { AppMetrics } from './app-metrics';
import { registerHttpMetrics } from './http-metrics';
import { registerIndexMetrics } from './index-metrics';
import { registerJobQueueMetrics } from './job-queue-metrics';
import { registerListFreshnessMetrics } from './list-freshness-metrics';
import { requireMetricsToken } from './metrics-token';
import { registerOutboxMetrics } from './outbox-metrics';
import { createScreeningMetrics } from './screening-metrics';
import { createSignInMetrics } from './sign-in-metrics';
import { createWebhookMetrics } from './webhook-metrics';

/**
 * Prometheus metrics (issue 26) at `GET /metrics`, off the public API: the operator's bearer token from
 * `METRICS_TOKEN`, 404 while it is unset. Each app has a Registry of its own (never prom-client's global
 * one): the tests build many apps in one process, and two apps must not share or re-register series.
 * Events are counted where they happen (`app.metrics`); database and index state is read at scrape time.
 */
async function metricsPlugin(app: FastifyInstance): Promise<void> {
  const registry = new Registry();
  // Process metrics (heap, CPU, event-loop lag) only where someone scrapes: their collectors hold
  // process-wide observers, which the many apps of a test run would otherwise each add.
  if (app.env.METRICS_TOKEN !== undefined) collectDefaultMetrics({ register: registry });

  registerHttpMetrics(app, registry);
  registerIndexMetrics(app, registry);
  registerListFreshnessMetrics(app, registry);
  registerJobQueueMetrics(app, registry);
  registerOutboxMetrics(app, registry);
  const metrics: AppMetrics = {
    ...createScreeningMetrics(registry),
    ...createSignInMetrics(registry),
    ...createWebhookMetrics(registry),
  };
  app.decorate('metrics', metrics);

  app.get(
    '/metrics',
    {
      schema: { hide: true },
      onRequest: requireMetricsToken(app.env.METRICS_TOKEN),
    },
    async (_request, reply) => {
      const text = await registry.metrics();
      return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
    },
  );
}

/** Decorates `app.metrics` and serves `GET /metrics`; register after the screening index, before the routes. */
export default fp(metricsPlugin, {
  name: 'metrics',
  dependencies: ['screening-index', 'route-access'],
});
