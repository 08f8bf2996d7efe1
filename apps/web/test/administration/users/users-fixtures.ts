import { adminUserSchema } from '@sanctions/contracts';
import type { AdminUser } from '@sanctions/contracts';
import { buildSessionUser } from '@test/fixtures';

/** The signed-in staff members of the tests; their ids match rows of {@link buildUsers}. */
export const ADMIN_VIEWER = buildSessionUser({
  id: '00000000-0000-4000-8000-000000000001',
  role: 'admin',
  firstName: 'Rana',
  lastName: 'Aziz',
  email: 'rana@staff.example',
});
export const SUPER_ADMIN_VIEWER = buildSessionUser({
  ...ADMIN_VIEWER,
  role: 'super_admin',
});
export const MODERATOR_VIEWER = buildSessionUser({ ...ADMIN_VIEWER, role: 'moderator' });

export function buildAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return adminUserSchema.parse({
    id: '00000000-0000-4000-8000-000000000002',
    firstName: 'Fatima',
    lastName: 'Zahra',
    email: 'fatima@bank.example',
    role: 'user',
    isActive: true,
    accountState: 'active',
    isVerified: true,
    maxSearchesPerDay: null,
    maxSearchesPerMonth: null,
    notes: null,
    createdAt: '2026-01-10T09:00:00.000Z',
    lastLoginAt: null,
    organizationId: null,
    organizationName: 'N/A',
    organizationRole: 'member',
    ...overrides,
  });
}

/** The viewer's own row, an ordinary user, a moderator with limits, and a super admin. */
export function buildUsers(viewerRole: AdminUser['role'] = 'admin'): AdminUser[] {
  return [
    buildAdminUser({
      id: ADMIN_VIEWER.id,
      firstName: 'Rana',
      lastName: 'Aziz',
      email: 'rana@staff.example',
      role: viewerRole,
      lastLoginAt: '2026-05-01T08:00:00.000Z',
    }),
    buildAdminUser(),
    buildAdminUser({
      id: '00000000-0000-4000-8000-000000000003',
      firstName: 'Omar',
      lastName: 'Khalil',
      email: 'omar@exchange.example',
      role: 'moderator',
      maxSearchesPerDay: 20,
      maxSearchesPerMonth: 300,
    }),
    buildAdminUser({
      id: '00000000-0000-4000-8000-000000000004',
      firstName: 'Sami',
      lastName: 'Root',
      email: 'sami@provider.example',
      role: 'super_admin',
    }),
  ];
}
