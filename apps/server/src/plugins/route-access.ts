import type { FastifyInstance, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { routeAccessFor } from '@sanctions/contracts';
import type { SignedInAccess } from '@sanctions/contracts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Every `/api` route registered after this plugin, and the operator's routes of the table (`/metrics`),
     * as `'METHOD /pattern'` (HEAD left out). The route
     * access test compares it with contracts `ROUTE_ACCESS`, so a route without a rule fails the build.
     */
    readonly apiRoutes: ReadonlySet<string>;
  }
}

function methodsOf(route: RouteOptions): string[] {
  return Array.isArray(route.method) ? [...route.method] : [route.method];
}

/**
 * Sign-in and the global role from contracts `ROUTE_ACCESS`, checked in `onRequest`: before the body is
 * parsed and validated, so an anonymous caller gets 401 and a caller below the role 403, never a
 * description of the body. Organisation roles and scoping stay with the features. The hook runs after any
 * onRequest hook the route already has (rate limiting counts first), and the features' own guards find
 * the caller already authenticated.
 */
async function routeAccessPlugin(app: FastifyInstance): Promise<void> {
  const registered = new Set<string>();
  app.decorate('apiRoutes', registered);
  const guards = new Map<string, onRequestAsyncHookHandler>();
  const guardFor = ({ minRole: role, apiKeyScope }: SignedInAccess): onRequestAsyncHookHandler => {
    const name = `${role} ${apiKeyScope ?? ''}`;
    const existing = guards.get(name);
    if (existing) return existing;
    // Only a row with `apiKeyScope` lets a key through; every other guard refuses keys with 401.
    const requireRole =
      apiKeyScope === undefined
        ? app.requireRole(role)
        : app.requireRoleOrApiKey(role, apiKeyScope);
    const guard: onRequestAsyncHookHandler = async function (request, reply) {
      await requireRole.call(this, request, reply);
    };
    guards.set(name, guard);
    return guard;
  };

  app.addHook('onRoute', (route) => {
    const [method] = methodsOf(route);
    const access = method === undefined ? undefined : routeAccessFor(method, route.url);
    // The operator's routes (`/metrics`) live outside `/api` but are listed in the table all the same.
    if (!route.url.startsWith('/api/') && access !== 'operator-token') return;
    for (const each of methodsOf(route)) {
      if (each !== 'HEAD') registered.add(`${each} ${route.url}`);
    }
    if (access === undefined || typeof access === 'string') return;
    const guard = guardFor(access);
    const current = route.onRequest;
    const hooks = current === undefined ? [] : Array.isArray(current) ? current : [current];
    // The HEAD twin of a GET route is built from the GET's options, which already hold the guard.
    if (!hooks.includes(guard)) route.onRequest = [...hooks, guard];
  });
}

/** Registers the route access checks; needs the auth decorators, and must come before the routes. */
export default fp(routeAccessPlugin, { name: 'route-access', dependencies: ['auth'] });
