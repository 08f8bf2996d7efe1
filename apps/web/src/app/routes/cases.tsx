import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';
import { paths } from '@/config/paths';
import { signedInLayoutRoute } from './layouts';

// `?subjectId=` comes from the /monitoring page's "open alerts" link; anything else is ignored.
const casesSearchSchema = z.object({ subjectId: z.uuid().optional().catch(undefined) });

export const casesRoute = createRoute({
  getParentRoute: () => signedInLayoutRoute,
  path: paths.cases,
  validateSearch: casesSearchSchema,
  component: lazyRouteComponent(() => import('./cases.lazy'), 'CasesRoute'),
});

export const caseAlertRoute = createRoute({
  getParentRoute: () => signedInLayoutRoute,
  path: paths.caseAlert,
  component: lazyRouteComponent(() => import('./cases.lazy'), 'CaseAlertRoute'),
});

/** /cases (the alert queue) and /cases/$alertId (one alert's case), issue 16. */
export const casesRoutes = [casesRoute, caseAlertRoute];
