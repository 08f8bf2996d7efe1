import { sessionUserSchema } from '@sanctions/contracts';
import type { Role, SessionUser } from '@sanctions/contracts';

/** A session user as the server sends it, validated by the contract schema. */
export function buildSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return sessionUserSchema.parse({
    id: '5b0c9a43-6f0e-4c1e-9d2a-0b6e2f1c7a11',
    email: 'layla.haddad@example.com',
    firstName: 'Layla',
    lastName: 'Haddad',
    role: 'user' satisfies Role,
    organizationId: null,
    organizationRole: null,
    createdAt: '2025-01-15T09:30:00.000Z',
    isActive: true,
    isVerified: true,
    maxSearchesPerDay: 10,
    maxSearchesPerMonth: 100,
    notes: null,
    lastLoginAt: null,
    twoFactorEnabled: false,
    ...overrides,
  });
}

/** The failure envelope of the API for `code`. */
export function buildErrorEnvelope(code: string, message: string) {
  return { success: false, error: message, message, code, requestId: 'req-test' };
}
