import { describe, expect, it } from 'vitest';
import { ROUTE_ACCESS, routeAccessFor, routeAccessOutcome } from './route-access';
import type { RouteAccess, RouteCaller } from './route-access';

const owner: RouteCaller = { role: 'user', organizationRole: 'owner' };
const member: RouteCaller = { role: 'user', organizationRole: 'member' };
const standalone: RouteCaller = { role: 'user', organizationRole: null };
const moderator: RouteCaller = { role: 'moderator', organizationRole: null };
const superAdmin: RouteCaller = { role: 'super_admin', organizationRole: null };
const managers: RouteAccess = {
  minRole: 'user',
  organizationRoles: ['owner', 'admin'],
  withoutOrganization: 404,
};

describe('routeAccessOutcome', () => {
  it.each<[string, RouteAccess, RouteCaller, ReturnType<typeof routeAccessOutcome>]>([
    ['public, anonymous', 'public', null, 'allowed'],
    ['optional session, anonymous', 'optional-session', null, 'allowed'],
    ['signed in, anonymous', { minRole: 'user' }, null, 401],
    ['operator token, anonymous', 'operator-token', null, 401],
    ['operator token, super admin (no account passes)', 'operator-token', superAdmin, 401],
    ['moderator route, user', { minRole: 'moderator' }, standalone, 403],
    ['moderator route, super admin (hierarchy)', { minRole: 'moderator' }, superAdmin, 'allowed'],
    ['admin route, moderator', { minRole: 'admin' }, moderator, 403],
    ['managers, owner', managers, owner, 'allowed'],
    ['managers, member', managers, member, 403],
    ['managers, standalone (no organisation)', managers, standalone, 404],
    ['managers, super admin without organisation', managers, superAdmin, 404],
    [
      'managers with staff role, super admin',
      { ...managers, staffRole: 'super_admin' },
      superAdmin,
      'allowed',
    ],
    [
      'owners only, standalone (default 403)',
      { minRole: 'user', organizationRoles: ['owner'] },
      standalone,
      403,
    ],
  ])('%s', (_name, access, caller, expected) => {
    expect(routeAccessOutcome(access, caller)).toBe(expected);
  });
});

describe('routeAccessFor', () => {
  it('finds a rule by method and route pattern, HEAD following GET', () => {
    expect(routeAccessFor('GET', '/api/v2/admin/users')).toEqual({ minRole: 'moderator' });
    expect(routeAccessFor('HEAD', '/api/v2/admin/users')).toEqual({ minRole: 'moderator' });
    expect(routeAccessFor('POST', '/api/v2/admin/users')).toBeUndefined();
    expect(routeAccessFor('GET', 'toString')).toBeUndefined();
  });

  it('keys every rule as METHOD and an /api route pattern, the operator routes apart', () => {
    for (const [key, access] of Object.entries(ROUTE_ACCESS)) {
      if (access === 'operator-token') expect(key).toBe('GET /metrics');
      else expect(key).toMatch(/^(GET|POST|PUT|PATCH|DELETE) \/api\/[\w\-./:]+$/);
    }
  });
});
