import type { Role } from '@sanctions/contracts';
import { describe, expect, it } from 'vitest';
import { menuEntriesFor, navEntriesFor } from './menu-entries';

describe('menuEntriesFor', () => {
  it.each<[Role, string[]]>([
    ['user', ['profile', 'settings', 'apiIntegration']],
    ['moderator', ['organization', 'billing', 'profile', 'settings', 'apiIntegration']],
    [
      'admin',
      [
        'adminDashboard',
        'analytics',
        'organization',
        'billing',
        'profile',
        'settings',
        'apiIntegration',
      ],
    ],
    [
      'super_admin',
      [
        'adminDashboard',
        'analytics',
        'superAdminDashboard',
        'organization',
        'superAdminBilling',
        'profile',
        'settings',
        'apiIntegration',
      ],
    ],
  ])('%s sees %j', (role, expected) => {
    expect(menuEntriesFor(role).map((entry) => entry.id)).toEqual(expected);
  });

  it('shows Organization and Billing to a member of an organisation whatever the global role', () => {
    expect(menuEntriesFor('user', { hasOrganization: true }).map((entry) => entry.id)).toEqual([
      'organization',
      'billing',
      'profile',
      'settings',
      'apiIntegration',
    ]);
    expect(
      menuEntriesFor('user', { hasOrganization: true }).find((entry) => entry.id === 'organization')
        ?.to,
    ).toBe('/organization');
  });

  it('points both billing entries at /billing', () => {
    expect(menuEntriesFor('admin').find((entry) => entry.id === 'billing')?.to).toBe('/billing');
    expect(
      menuEntriesFor('super_admin').find((entry) => entry.id === 'superAdminBilling')?.to,
    ).toBe('/billing');
  });
});

describe('navEntriesFor', () => {
  it.each<[Role, string[]]>([
    ['user', ['screening', 'searchHistory', 'bulkScreening', 'monitoring', 'cases']],
    ['moderator', ['screening', 'searchHistory', 'bulkScreening', 'monitoring', 'cases', 'users']],
    ['admin', ['screening', 'searchHistory', 'bulkScreening', 'monitoring', 'cases', 'users']],
    [
      'super_admin',
      ['screening', 'searchHistory', 'bulkScreening', 'monitoring', 'cases', 'users'],
    ],
  ])('%s sees %j', (role, expected) => {
    expect(navEntriesFor(role).map((entry) => entry.id)).toEqual(expected);
  });
});
