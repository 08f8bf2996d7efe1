import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';
import { paths } from '@/config/paths';
import { signedInLayoutRoute } from './layouts';

const searchResultsSearchSchema = z.object({ id: z.uuid().optional().catch(undefined) });

/** /search/results: the screening history, and `?id=` one stored screening (issue 14). */
export const searchResultsRoute = createRoute({
  getParentRoute: () => signedInLayoutRoute,
  path: paths.searchResults,
  validateSearch: searchResultsSearchSchema,
  component: lazyRouteComponent(() => import('./search-results.lazy'), 'SearchResultsRoute'),
});
