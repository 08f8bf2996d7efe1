import {
  liveStatsSchema,
  passwordHistoryEntrySchema,
  searchHistoryRowSchema,
  staffUserUsageSchema,
  superAdminUserSchema,
  userDetailsSchema,
} from '@sanctions/contracts';
import type {
  LiveStats,
  PasswordHistoryEntry,
  SearchHistoryRow,
  StaffUserUsage,
  SuperAdminUser,
  UserDetails,
} from '@sanctions/contracts';
import { buildSessionUser } from '@test/fixtures';

export const SUPER_ADMIN = buildSessionUser({
  id: '0f6a1d9e-1c1b-4f0e-9a51-3f1c2b7d9e01',
  role: 'super_admin',
  firstName: 'Sara',
  lastName: 'Admin',
  email: 'sara.admin@example.com',
});

export const RANIA_ID = '6c1f3b2a-8d4e-4a5b-9c6d-7e8f9a0b1c2d';
export const OMAR_ID = '7d2a4c3b-9e5f-4b6c-8d7e-8f9a0b1c2d3e';

export function buildUser(overrides: Partial<SuperAdminUser> = {}): SuperAdminUser {
  return superAdminUserSchema.parse({
    id: RANIA_ID,
    firstName: 'Rania',
    lastName: 'Saleh',
    email: 'rania@levant.example',
    role: 'user',
    isActive: true,
    accountState: 'active',
    isVerified: true,
    maxSearchesPerDay: 40,
    maxSearchesPerMonth: 400,
    notes: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    lastLoginAt: null,
    organizationId: null,
    organizationName: 'N/A',
    organizationRole: 'member',
    mustChangePassword: false,
    usage: { today: 7, thisMonth: 12, totalSearches: 35 },
    ...overrides,
  });
}

export const RANIA = buildUser();
export const OMAR = buildUser({
  id: OMAR_ID,
  firstName: 'Omar',
  lastName: 'Nasser',
  email: 'omar@example.com',
  role: 'admin',
});
export const SELF_ROW = buildUser({
  id: SUPER_ADMIN.id,
  firstName: 'Sara',
  lastName: 'Admin',
  email: SUPER_ADMIN.email,
  role: 'super_admin',
});

export const LIVE_STATS: LiveStats = liveStatsSchema.parse({
  live: { activeUsers: 12, avgResponseTime: 84.5 },
  today: { totalSearches: 340, uniqueUsers: 27 },
  system: { dbStatus: 'connected', dbLatencyMs: 1.2, uptime: 93_784 },
  generatedAt: '2026-05-04T15:20:00.000Z',
});

export function historyRow(overrides: Partial<SearchHistoryRow> = {}): SearchHistoryRow {
  return searchHistoryRowSchema.parse({
    id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    searchTime: '2026-05-04T09:00:00.000Z',
    durationMs: 120,
    userId: RANIA_ID,
    userName: 'Rania Saleh',
    userEmail: 'rania@levant.example',
    firstName: 'Qusay',
    lastName: 'Hussein',
    arabicName: '',
    nationality: 'IQ',
    matchFound: true,
    matchCount: 3,
    sessionId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    ...overrides,
  });
}

export const USAGE: StaffUserUsage = staffUserUsageSchema.parse({
  user: { ...RANIA, usage: undefined, mustChangePassword: undefined },
  usage: { today: 7, thisMonth: 12, totalSearches: 35, dailyLimit: 40, monthlyLimit: 400 },
  topSearches: [
    { name: 'Qusay Hussein', count: 3 },
    { name: 'قصي حسين', count: 2 },
  ],
});

export const PASSWORD_HISTORY: PasswordHistoryEntry[] = [
  passwordHistoryEntrySchema.parse({
    id: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
    action: 'super_admin_password_reset',
    details: { reason: 'Locked out', adminEmail: SUPER_ADMIN.email },
    timestamp: '2026-05-03T10:00:00.000Z',
    ipAddress: '192.0.2.1',
  }),
  passwordHistoryEntrySchema.parse({
    id: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
    action: 'password_change',
    details: { reason: null, adminEmail: null },
    timestamp: '2026-04-01T10:00:00.000Z',
    ipAddress: null,
  }),
];

export const DETAILS: UserDetails = userDetailsSchema.parse({
  user: USAGE.user,
  organization: null,
  security: {
    twoFactorEnabled: true,
    mustChangePassword: true,
    activeSessions: 2,
    passwordChangedAt: null,
    lastLoginAt: null,
  },
  recentLoginAttempts: [],
  recentAudit: [],
});
