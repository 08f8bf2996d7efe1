import { describe, expect, it } from 'vitest';
import { adminSearchSchema, adminTabsFor, resolveAdminTab } from './admin-tabs';

describe('admin tabs', () => {
  it.each([
    ['admin', ['users', 'analytics', 'settings']],
    ['super_admin', ['pendingOrganizations', 'users', 'analytics', 'settings']],
  ] as const)('%s sees %j', (role, tabs) => {
    expect(adminTabsFor(role)).toEqual(tabs);
  });

  it.each([
    ['admin', undefined, 'users'],
    ['super_admin', undefined, 'pendingOrganizations'],
    ['admin', 'settings', 'settings'],
    ['admin', 'pendingOrganizations', 'users'],
    ['super_admin', 'pendingOrganizations', 'pendingOrganizations'],
  ] as const)('%s asking for %s gets %s', (role, requested, expected) => {
    expect(resolveAdminTab(role, requested)).toBe(expected);
  });

  it('drops an unknown tab from the URL instead of failing', () => {
    expect(adminSearchSchema.parse({ tab: 'billing' })).toEqual({ tab: undefined });
    expect(adminSearchSchema.parse({ tab: 'settings' })).toEqual({ tab: 'settings' });
  });

  it('opens Pending Organizations from the e-mailed link spelling', () => {
    expect(adminSearchSchema.parse({ tab: 'pending-organizations' })).toEqual({
      tab: 'pendingOrganizations',
    });
  });
});
