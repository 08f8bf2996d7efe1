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

/** The whitelist (issue 23 §3); a static segment, so it wins over `$alertId`. */
export const caseClearancesRoute = createRoute({
  getParentRoute: () => signedInLayoutRoute,
  path: paths.caseClearances,
  component: lazyRouteComponent(() => import('./cases.lazy'), 'CaseClearancesRoute'),
});

/** /cases (the alert queue), /cases/$alertId (one alert's case), issue 16, and /cases/clearances. */
export const casesRoutes = [casesRoute, caseClearancesRoute, caseAlertRoute];
