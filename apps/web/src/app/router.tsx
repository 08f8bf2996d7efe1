import { createRouter } from '@tanstack/react-router';
import type { RouterHistory } from '@tanstack/react-router';
import { RouteError } from '@/domains/site';
import { contactRoute } from './routes/contact';
import { homeRoute, loginRoute } from './routes/home';
import { publicLayoutRoute, signedInLayoutRoute } from './routes/layouts';
import { accountRoutes, legalRoutes } from './routes/public-pages';
import { rootRoute } from './routes/root';
import { ssoCallbackRoute } from './routes/sso-callback';
import { verifyCertificateRoute } from './routes/verify-certificate';
import { guardedRoutes, signedInRoutes } from './routes/signed-in-pages';

/** Code-based route tree: every route of both spec route tables. */
export const routeTree = rootRoute.addChildren([
  homeRoute,
  loginRoute,
  ssoCallbackRoute,
  publicLayoutRoute.addChildren([
    ...legalRoutes,
    ...accountRoutes,
    contactRoute,
    verifyCertificateRoute,
  ]),
  signedInLayoutRoute.addChildren([...signedInRoutes, ...guardedRoutes]),
]);

/** Creates the router; tests pass a memory history. */
export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    defaultPreload: 'intent',
    scrollRestoration: true,
    notFoundMode: 'root',
    defaultErrorComponent: RouteError,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
