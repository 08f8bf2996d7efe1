import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';
import { paths } from '@/config/paths';
import { signedInLayoutRoute } from './layouts';

const sanctionsUpdatesSearchSchema = z.object({ version: z.uuid().optional().catch(undefined) });

/** /sanctions/updates: the list versions, and `?version=` one version (the notifications' target). */
export const sanctionsUpdatesRoute = createRoute({
  getParentRoute: () => signedInLayoutRoute,
  path: paths.sanctionsUpdates,
  validateSearch: sanctionsUpdatesSearchSchema,
  component: lazyRouteComponent(() => import('./sanctions-updates.lazy'), 'SanctionsUpdatesRoute'),
});
