import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORGANIZATION_PENDING_MESSAGE, ORGANIZATION_REJECTED_MESSAGE } from '@sanctions/contracts';
import { createTestClock } from '../../../../test/build-app';
import { buildOrganization, buildUser } from '../../../../test/factories';
import type { OrganizationRow } from '../../../../test/factories';
import { useTestApp } from '../../../../test/use-test-app';
import { auditLogs, loginAttempts } from '../../../db/schema/users';
import { LOGIN_THROTTLE } from './login-throttle';
import { postLogin } from '../../../../test/auth-test-support';

describe('sign-in of an organisation owner before and after review', () => {
  const t = useTestApp({ clock: createTestClock(new Date('2026-02-02T09:00:00.000Z')) });

  const ownerOf = (organization: OrganizationRow) =>
    buildUser(t.db, { organizationId: organization.id, organizationRole: 'owner' });

  it('refuses the owner of a pending organisation with 403 ORGANIZATION_PENDING and records why', async () => {
    const owner = await ownerOf(await buildOrganization(t.db, { status: 'pending' }));

    const response = await postLogin(t.app, { email: owner.email, password: owner.plainPassword });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'ORGANIZATION_PENDING',
      message: ORGANIZATION_PENDING_MESSAGE,
    });
    const [attempt] = await t.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.email, owner.email));
    expect(attempt).toMatchObject({ success: false, failureReason: 'organization_pending' });
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.userId, owner.id), eq(auditLogs.action, 'login')));
    expect(audit).toMatchObject({ success: false, details: { reason: 'organization_pending' } });
  });

  it('tells nothing of the organisation to a caller without the right password', async () => {
    const owner = await ownerOf(await buildOrganization(t.db, { status: 'pending' }));
    const response = await postLogin(t.app, { email: owner.email, password: 'Wrong-Passw0rd!' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  it('refuses the owner of a rejected organisation with a message naming the reason', async () => {
    const owner = await ownerOf(
      await buildOrganization(t.db, {
        status: 'rejected',
        rejectionReason: 'Incomplete company registration documents',
      }),
    );
    const response = await postLogin(t.app, { email: owner.email, password: owner.plainPassword });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'ORGANIZATION_REJECTED',
      message: `${ORGANIZATION_REJECTED_MESSAGE}: Incomplete company registration documents`,
    });
  });

  it('does not count the refusals as guesses: the owner is never throttled for checking back', async () => {
    const owner = await ownerOf(await buildOrganization(t.db, { status: 'pending' }));
    for (let i = 0; i <= LOGIN_THROTTLE.maxFailuresPerEmail; i += 1) {
      const response = await postLogin(t.app, {
        email: owner.email,
        password: owner.plainPassword,
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it('signs in members of approved and suspended organisations as before', async () => {
    for (const status of ['approved', 'suspended'] as const) {
      const owner = await ownerOf(await buildOrganization(t.db, { status }));
      const response = await postLogin(t.app, {
        email: owner.email,
        password: owner.plainPassword,
      });
      expect(response.statusCode).toBe(200);
    }
  });
});
