import {
  invitationSchema,
  invitationPreviewSchema,
  organizationMemberSchema,
} from '@sanctions/contracts';
import type {
  Invitation,
  InvitationPreview,
  OrganizationMember,
  SeatUsage,
} from '@sanctions/contracts';
import { buildSessionUser } from '@test/fixtures';

export const ORGANIZATION_ID = '0d4c7f52-3f7a-4c8e-9a51-6a2b1c0e9d01';
export const OWNER_ID = '5b0c9a43-6f0e-4c1e-9d2a-0b6e2f1c7a11';
export const ADMIN_ID = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
export const MEMBER_ID = '9e8d7c6b-5a49-4382-a716-f5e4d3c2b1a0';

export const OWNER = buildSessionUser({
  id: OWNER_ID,
  organizationId: ORGANIZATION_ID,
  organizationRole: 'owner',
});
export const ORG_ADMIN = buildSessionUser({
  id: ADMIN_ID,
  email: 'omar.saleh@example.com',
  firstName: 'Omar',
  lastName: 'Saleh',
  organizationId: ORGANIZATION_ID,
  organizationRole: 'admin',
});
export const PLAIN_MEMBER = buildSessionUser({
  id: MEMBER_ID,
  email: 'nour.aziz@example.com',
  organizationId: ORGANIZATION_ID,
  organizationRole: 'member',
});

export function buildMember(overrides: Partial<OrganizationMember>): OrganizationMember {
  return organizationMemberSchema.parse({
    id: MEMBER_ID,
    firstName: 'Nour',
    lastName: 'Aziz',
    email: 'nour.aziz@example.com',
    organizationRole: 'member',
    isActive: true,
    maxSearchesPerDay: 10,
    maxSearchesPerMonth: 100,
    lastLoginAt: null,
    createdAt: '2026-05-01T09:00:00.000Z',
    ...overrides,
  });
}

export const MEMBERS: OrganizationMember[] = [
  buildMember({
    id: OWNER_ID,
    firstName: 'Layla',
    lastName: 'Haddad',
    email: 'layla.haddad@example.com',
    organizationRole: 'owner',
    maxSearchesPerDay: 50,
    maxSearchesPerMonth: 2500,
    lastLoginAt: '2026-05-20T08:30:00.000Z',
  }),
  buildMember({
    id: ADMIN_ID,
    firstName: 'Omar',
    lastName: 'Saleh',
    email: 'omar.saleh@example.com',
    organizationRole: 'admin',
    lastLoginAt: '2026-05-19T08:30:00.000Z',
  }),
  buildMember({}),
];

export const SEATS: SeatUsage = { activeMembers: 3, openInvitations: 1, maxUsers: 5 };

export function buildInvitation(overrides: Partial<Invitation>): Invitation {
  return invitationSchema.parse({
    id: '3a2b1c0d-9e8f-4a7b-8c6d-5e4f3a2b1c0d',
    email: 'sami.nasser@example.com',
    role: 'member',
    status: 'open',
    invitedBy: { firstName: 'Layla', lastName: 'Haddad' },
    createdAt: '2026-05-20T09:00:00.000Z',
    expiresAt: '2026-05-27T09:00:00.000Z',
    acceptedAt: null,
    revokedAt: null,
    ...overrides,
  });
}

export const INVITATIONS: Invitation[] = [
  buildInvitation({}),
  buildInvitation({
    id: '4b3c2d1e-0f9a-4b8c-9d7e-6f5a4b3c2d1e',
    email: 'old.friend@example.com',
    status: 'expired',
  }),
];

export const TOKEN = 'k'.repeat(43);

export function buildPreview(overrides: Partial<InvitationPreview> = {}): InvitationPreview {
  return invitationPreviewSchema.parse({
    organizationName: 'Levant Exchange',
    email: 'sami.nasser@example.com',
    role: 'admin',
    status: 'open',
    expiresAt: '2026-05-27T09:00:00.000Z',
    inviterName: 'Layla Haddad',
    accountExists: false,
    ...overrides,
  });
}
