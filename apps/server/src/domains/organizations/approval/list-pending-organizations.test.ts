import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { pendingOrganizationsReplySchema } from '@sanctions/contracts';
import { createTestClock } from '../../../../test/build-app';
import { ensurePlan } from '../../../../test/factories';
import { useTestApp } from '../../../../test/use-test-app';
import {
  applyForOrganization,
  decide,
  signedInAs,
} from '../../../../test/organizations/approval-test-support';

describe('GET /api/v2/admin/organizations/pending and who may decide', () => {
  const clock = createTestClock(new Date('2026-04-01T09:00:00.000Z'));
  const t = useTestApp({ clock });
  let superAdmin: string;
  beforeAll(async () => {
    await ensurePlan(t.db, 'basic');
    await ensurePlan(t.db, 'professional');
    superAdmin = (await signedInAs(t.app, t.db, 'super_admin')).accessToken;
  });

  const getPending = (accessToken?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/v2/admin/organizations/pending',
      headers: accessToken === undefined ? {} : { authorization: `Bearer ${accessToken}` },
    });

  it('lists pending applications oldest first with the owner and the plan asked for', async () => {
    const older = await applyForOrganization(t.app, { planName: 'basic', billingCycle: 'monthly' });
    clock.advance(60_000);
    const newer = await applyForOrganization(t.app);
    clock.advance(60_000);
    const decided = await applyForOrganization(t.app);
    expect((await decide(t.app, superAdmin, decided.organizationId, 'approve')).statusCode).toBe(
      200,
    );

    const response = await getPending(superAdmin);
    expect(response.statusCode).toBe(200);
    const listed = pendingOrganizationsReplySchema.parse(response.json()).data.organizations;
    expect(listed.map((organization) => organization.id)).toEqual([
      older.organizationId,
      newer.organizationId,
    ]);
    expect(listed[0]).toEqual({
      id: older.organizationId,
      name: older.name,
      displayName: older.displayName,
      description: null,
      industry: null,
      website: null,
      contactEmail: expect.stringMatching(/^desk-/),
      contactPhone: null,
      createdAt: '2026-04-01T09:00:00.000Z',
      owner: { firstName: 'Karim', lastName: 'Haddad', email: older.ownerEmail },
      subscription: {
        planName: 'basic',
        planDisplayName: 'Starter',
        billingCycle: 'monthly',
        monthlyPrice: 9_900,
        yearlyPrice: expect.any(Number),
      },
    });
  });

  it('answers 401 without a token on every review route', async () => {
    const id = randomUUID();
    expect((await getPending()).statusCode).toBe(401);
    expect((await decide(t.app, undefined, id, 'approve')).statusCode).toBe(401);
    expect((await decide(t.app, undefined, id, 'reject', { reason: 'x' })).statusCode).toBe(401);
  });

  it.each(['user', 'moderator', 'admin'] as const)(
    'answers 403 to a %s on every review route and leaves the application pending',
    async (role) => {
      const { accessToken } = await signedInAs(t.app, t.db, role);
      const application = await applyForOrganization(t.app);
      const replies = [
        await getPending(accessToken),
        await decide(t.app, accessToken, application.organizationId, 'approve'),
        await decide(t.app, accessToken, application.organizationId, 'reject', { reason: 'No' }),
      ];
      for (const reply of replies) {
        expect(reply.statusCode).toBe(403);
        expect(reply.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
      }
      const pending = pendingOrganizationsReplySchema.parse((await getPending(superAdmin)).json());
      expect(pending.data.organizations.map((organization) => organization.id)).toContain(
        application.organizationId,
      );
    },
  );
});
