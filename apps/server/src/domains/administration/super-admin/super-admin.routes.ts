import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { liveStatsRoutes } from './live-stats.routes';
import { passwordResetsRoutes } from './password-resets.routes';
import { searchHistoryRoutes } from './search-history.routes';
import { securityPolicyRoutes } from './security-policy.routes';
import { userChangesRoutes } from './user-changes.routes';
import { userInsightsRoutes } from './user-insights.routes';

/** The super-admin console API (spec organizations-billing-admin 7): super admins only, every route. */
export const superAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(liveStatsRoutes);
  await app.register(searchHistoryRoutes);
  await app.register(userInsightsRoutes);
  await app.register(userChangesRoutes);
  await app.register(passwordResetsRoutes);
  await app.register(securityPolicyRoutes);
};
