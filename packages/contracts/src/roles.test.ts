import { describe, expect, it } from 'vitest';
import { ROLES, can, canManageOrganization, hasRole } from './roles';
import type { Permission, Role } from './roles';

describe('hasRole', () => {
  it.each<[Role, Role, boolean]>([
    ['user', 'user', true],
    ['user', 'moderator', false],
    ['moderator', 'moderator', true],
    ['moderator', 'admin', false],
    ['admin', 'moderator', true],
    ['admin', 'super_admin', false],
    ['super_admin', 'admin', true],
    ['super_admin', 'moderator', true],
  ])('%s against %s -> %s', (userRole, required, expected) => {
    expect(hasRole(userRole, required)).toBe(expected);
  });

  it('orders every role above all the ones before it in ROLES', () => {
    ROLES.forEach((role, index) => {
      ROLES.forEach((other, otherIndex) => {
        expect(hasRole(role, other)).toBe(index >= otherIndex);
      });
    });
  });
});

describe('can', () => {
  it.each<[Role, Permission, boolean]>([
    ['user', 'search:run', true],
    ['user', 'admin:view', false],
    ['moderator', 'moderation:view', true],
    ['moderator', 'users:update', false],
    ['admin', 'users:deactivate', true],
    ['admin', 'organizations:approve', false],
    ['admin', 'users:assign-super-admin', false],
    ['super_admin', 'organizations:approve', true],
    ['super_admin', 'search:run', true],
  ])('%s can %s -> %s', (role, permission, expected) => {
    expect(can(role, permission)).toBe(expected);
  });
});

describe('canManageOrganization', () => {
  it.each([
    ['owner', true],
    ['admin', true],
    ['member', false],
    [null, false],
  ] as const)('%s -> %s', (organizationRole, expected) => {
    expect(canManageOrganization(organizationRole)).toBe(expected);
  });
});
