import { beforeAll, describe, expect, it } from 'vitest';
import { adminUsersReplySchema, superAdminUsersReplySchema } from '@sanctions/contracts';
import type { AccountState } from '@sanctions/contracts';
import { createTestClock } from '../../../../test/build-app';
import { ensurePlan } from '../../../../test/factories';
import { useTestApp } from '../../../../test/use-test-app';
import {
  applyForOrganization,
  decide,
  signedInAs,
} from '../../../../test/organizations/approval-test-support';

const NOW = new Date('2026-05-04T15:20:00.000Z');

// Issue 23: a rejected applicant's account read "Active" in user management, yet it cannot sign in.
describe('the owner’s account state in the staff user lists', () => {
  const t = useTestApp({ clock: createTestClock(NOW) });
  let superAdmin: { id: string; accessToken: string };
  beforeAll(async () => {
    await ensurePlan(t.db, 'professional');
    superAdmin = await signedInAs(t.app, t.db, 'super_admin');
  });

  async function statesOf(email: string): Promise<AccountState[]> {
    const headers = { authorization: `Bearer ${superAdmin.accessToken}` };
    const query = `search=${encodeURIComponent(email)}`;
    const staff = await t.app.inject({
      method: 'GET',
      url: `/api/v2/admin/users?${query}`,
      headers,
    });
    const all = await t.app.inject({
      method: 'GET',
      url: `/api/v2/super-admin/users?${query}`,
      headers,
    });
    expect(staff.statusCode).toBe(200);
    expect(all.statusCode).toBe(200);
    const [listed] = adminUsersReplySchema.parse(staff.json()).data.users;
    const [withUsage] = superAdminUsersReplySchema.parse(all.json()).data.users;
    return [listed?.accountState, withUsage?.accountState].filter(
      (state): state is AccountState => state !== undefined,
    );
  }

  it.each([
    ['awaits approval', 'pending_approval', null],
    ['was rejected', 'rejected', 'reject'],
    ['was approved', 'active', 'approve'],
  ] as const)('shows an owner whose organisation %s as %s', async (_case, expected, decision) => {
    const application = await applyForOrganization(t.app);
    if (decision !== null) {
      const body = decision === 'reject' ? { reason: 'We could not verify the licence' } : {};
      const response = await decide(
        t.app,
        superAdmin.accessToken,
        application.organizationId,
        decision,
        body,
      );
      expect(response.statusCode).toBe(200);
    }
    expect(await statesOf(application.ownerEmail)).toEqual([expected, expected]);
  });

  it('shows a deactivated standalone user as inactive and an active one as active', async () => {
    const active = await signedInAs(t.app, t.db, 'user');
    const [row] = adminUsersReplySchema
      .parse(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/v2/super-admin/users?pageSize=100',
            headers: { authorization: `Bearer ${superAdmin.accessToken}` },
          })
        ).json(),
      )
      .data.users.filter((user) => user.id === active.id);
    expect(row?.accountState).toBe('active');
    const deactivated = await t.app.inject({
      method: 'DELETE',
      url: `/api/v2/admin/users/${active.id}`,
      headers: { authorization: `Bearer ${superAdmin.accessToken}` },
    });
    expect(deactivated.statusCode).toBe(200);
    const [after] = adminUsersReplySchema
      .parse(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/v2/admin/users?isActive=false&pageSize=100',
            headers: { authorization: `Bearer ${superAdmin.accessToken}` },
          })
        ).json(),
      )
      .data.users.filter((user) => user.id === active.id);
    expect(after?.accountState).toBe('inactive');
  });
});
