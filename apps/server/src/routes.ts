import type { FastifyInstance } from 'fastify';
import { authRoutes } from './features/auth/auth.routes';
import { healthRoutes } from './features/health/health.routes';

/**
 * Every feature's route plugin, composed here (features never import each other). One line per feature;
 * each plugin declares its full `/api/...` paths.
 */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes);
}
