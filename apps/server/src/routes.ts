import type { FastifyInstance } from 'fastify';
import { authRoutes } from './features/auth/auth.routes';
import { healthRoutes } from './features/health/health.routes';
import { sanctionsRoutes } from './features/sanctions/sanctions.routes';
import { reportRoutes } from './features/reports/report.routes';
import { findSearchEvidence } from './features/search/search-evidence.service';
import { searchRoutes } from './features/search/search.routes';
import { searchQuota } from './features/usage/usage-quota';
import { usageRoutes } from './features/usage/usage.routes';

/**
 * Every feature's route plugin, composed here (features never import each other). One line per feature;
 * each plugin declares its full `/api/...` paths.
 */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(sanctionsRoutes);
  await app.register(searchRoutes, { quota: searchQuota });
  await app.register(usageRoutes);
  await app.register(reportRoutes, { findEvidence: findSearchEvidence });
}
