import { describe, expect, it } from 'vitest';
import {
  meReplySchema,
  organizationDetailsReplySchema,
  organizationSecurityReplySchema,
  securityEventsReplySchema,
  securityPolicyReplySchema,
  twoFactorSetupReplySchema,
} from '@sanctions/contracts';
import { createTestClock } from '../../../../test/build-app';
import { buildOrganization, buildSubscription } from '../../../../test/factories';
import {
  call,
  enableTwoFactorInDb,
  failure,
  signedInUser,
  signInAs,
  totpAt,
} from '../../../../test/account-test-support';
import { useTestApp } from '../../../../test/use-test-app';

const SECURITY = '/api/v2/organization/security';
const POLICY = '/api/v2/super-admin/security-policy';

describe('two-factor required by the organisation or the provider (issue 23 §4)', () => {
  const clock = createTestClock(new Date('2026-06-01T12:00:00.000Z'));
  const t = useTestApp({ clock });

  async function organization() {
    const row = await buildOrganization(t.db);
    await buildSubscription(t.db, { organizationId: row.id, planName: 'professional' });
    const inOrganization = (organizationRole: 'owner' | 'admin' | 'member') =>
      signedInUser(t.app, t.db, { organizationId: row.id, organizationRole });
    return { row, inOrganization };
  }

  /** The owner requires two-factor; the owner has it already, so they keep working. */
  async function requiringOrganization() {
    const org = await organization();
    const owner = await org.inOrganization('owner');
    await enableTwoFactorInDb(t.db, owner.user.id);
    const response = await call(t.app, 'PUT', SECURITY, {
      token: owner.token,
      payload: { requireTwoFactor: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    return { ...org, owner, reply: organizationSecurityReplySchema.parse(response.json()) };
  }

  it('lets only owners change the requirement: 401 anonymous, 403 admin, member and standalone', async () => {
    const org = await organization();
    const anonymous = await call(t.app, 'PUT', SECURITY, { payload: { requireTwoFactor: true } });
    expect(failure(anonymous)).toMatchObject({ status: 401 });
    const admin = await org.inOrganization('admin');
    const member = await org.inOrganization('member');
    const standalone = await signedInUser(t.app, t.db);
    for (const caller of [admin, member, standalone]) {
      const refused = await call(t.app, 'PUT', SECURITY, {
        token: caller.token,
        payload: { requireTwoFactor: true },
      });
      expect(failure(refused)).toMatchObject({
        status: 403,
        error: 'Only organization owners can change the two-factor requirement',
      });
    }
    const details = await call(t.app, 'GET', '/api/v2/organization/details', {
      token: member.token,
    });
    expect(
      organizationDetailsReplySchema.parse(details.json()).data.organization.requireTwoFactor,
    ).toBe(false);
  });

  it("records the owner's change in their security events and counts the members still to set up", async () => {
    const { owner, inOrganization, reply } = await requiringOrganization();
    expect(reply.data).toEqual({ requireTwoFactor: true, membersWithoutTwoFactor: 0 });
    expect(reply.message).toBe('Two-factor authentication is now required for every member');
    await inOrganization('member');

    const events = await call(t.app, 'GET', '/api/v2/user/security-events', {
      token: owner.token,
    });
    const change = securityEventsReplySchema
      .parse(events.json())
      .data.events.find((event) => event.type === '2fa_requirement_changed');
    expect(change).toMatchObject({
      type: '2fa_requirement_changed',
      description: 'Two-factor authentication required for every member of the organization',
      descriptionKey: 'twoFactorRequiredForOrganization',
    });

    const off = await call(t.app, 'PUT', SECURITY, {
      token: owner.token,
      payload: { requireTwoFactor: false },
    });
    expect(organizationSecurityReplySchema.parse(off.json()).data).toEqual({
      requireTwoFactor: false,
      membersWithoutTwoFactor: 1,
    });
  });

  it('leads a member without two-factor through set-up before anything else, then lets them work', async () => {
    const { row, inOrganization } = await requiringOrganization();
    const member = await inOrganization('member');

    // Signing in succeeds and says what is needed; everything but set-up answers 403 with a clear code.
    const signedIn = await signInAs(t.app, {
      email: member.user.email,
      password: member.user.plainPassword,
    });
    expect(signedIn.user).toMatchObject({ twoFactorRequired: true, twoFactorEnabled: false });
    const me = await call(t.app, 'GET', '/api/v2/auth-simple/me', { token: member.token });
    expect(me.statusCode).toBe(200);
    for (const [method, url] of [
      ['GET', '/api/v2/organization/details'],
      ['GET', '/api/v2/user/usage'],
      ['GET', '/api/v2/search/history'],
      ['POST', '/api/v2/auth/2fa/disable'],
    ] as const) {
      const refused = await call(t.app, method, url, { token: member.token, payload: {} });
      expect(failure(refused), `${method} ${url}`).toMatchObject({
        status: 403,
        code: 'TWO_FACTOR_SETUP_REQUIRED',
        error:
          'Two-factor authentication is required for your account. Set it up before continuing.',
      });
    }

    const status = await call(t.app, 'GET', '/api/v2/auth/2fa/status', { token: member.token });
    expect(status.statusCode).toBe(200);
    const setup = await call(t.app, 'POST', '/api/v2/auth/2fa/setup', {
      token: member.token,
      payload: { password: member.user.plainPassword },
    });
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret } = twoFactorSetupReplySchema.parse(setup.json()).data;
    const verify = await call(t.app, 'POST', '/api/v2/auth/2fa/verify', {
      token: member.token,
      payload: { code: await totpAt(secret, clock) },
    });
    expect(verify.statusCode, verify.body).toBe(200);

    const details = await call(t.app, 'GET', '/api/v2/organization/details', {
      token: member.token,
    });
    expect(details.statusCode, details.body).toBe(200);
    expect(organizationDetailsReplySchema.parse(details.json()).data.organization).toMatchObject({
      id: row.id,
      requireTwoFactor: true,
    });

    // Once required, it cannot be turned off (that would only lock the account out).
    clock.advance(60_000);
    const disable = await call(t.app, 'POST', '/api/v2/auth/2fa/disable', {
      token: member.token,
      payload: { password: member.user.plainPassword, code: await totpAt(secret, clock) },
    });
    expect(failure(disable)).toMatchObject({
      status: 403,
      error: 'Two-factor authentication is required for your account and cannot be turned off.',
    });
  });

  it("leaves other organisations' members and standalone users alone", async () => {
    await requiringOrganization();
    const other = await organization();
    const outsider = await other.inOrganization('member');
    const standalone = await signedInUser(t.app, t.db);
    const details = await call(t.app, 'GET', '/api/v2/organization/details', {
      token: outsider.token,
    });
    expect(details.statusCode).toBe(200);
    const usage = await call(t.app, 'GET', '/api/v2/user/usage', { token: standalone.token });
    expect(usage.statusCode).toBe(200);
  });

  it('lets super admins require two-factor of staff (moderator and above), not of customers', async () => {
    const superAdmin = await signedInUser(t.app, t.db, { role: 'super_admin' });
    await enableTwoFactorInDb(t.db, superAdmin.user.id);
    const admin = await signedInUser(t.app, t.db, { role: 'admin' });
    const moderator = await signedInUser(t.app, t.db, { role: 'moderator' });
    const customer = await signedInUser(t.app, t.db);

    const anonymous = await call(t.app, 'GET', POLICY);
    expect(failure(anonymous)).toMatchObject({ status: 401 });
    for (const caller of [admin, customer]) {
      const refused = await call(t.app, 'PUT', POLICY, {
        token: caller.token,
        payload: { requireTwoFactorForStaff: true },
      });
      expect(failure(refused)).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    }

    const before = await call(t.app, 'GET', POLICY, { token: superAdmin.token });
    expect(securityPolicyReplySchema.parse(before.json()).data).toEqual({
      requireTwoFactorForStaff: false,
      staffWithoutTwoFactor: 2,
    });
    const saved = await call(t.app, 'PUT', POLICY, {
      token: superAdmin.token,
      payload: { requireTwoFactorForStaff: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(securityPolicyReplySchema.parse(saved.json())).toMatchObject({
      message: 'Security policy saved',
      data: { requireTwoFactorForStaff: true, staffWithoutTwoFactor: 2 },
    });

    const staffRoute = await call(t.app, 'GET', '/api/v2/admin/users', { token: moderator.token });
    expect(failure(staffRoute)).toMatchObject({ status: 403, code: 'TWO_FACTOR_SETUP_REQUIRED' });
    const adminMe = await call(t.app, 'GET', '/api/v2/auth-simple/me', { token: admin.token });
    expect(meReplySchema.parse(adminMe.json()).data.user).toMatchObject({
      twoFactorRequired: true,
    });
    const usage = await call(t.app, 'GET', '/api/v2/user/usage', { token: customer.token });
    expect(usage.statusCode).toBe(200);

    const events = await call(t.app, 'GET', '/api/v2/user/security-events', {
      token: superAdmin.token,
    });
    const change = securityEventsReplySchema
      .parse(events.json())
      .data.events.find((event) => event.type === '2fa_requirement_changed');
    expect(change).toMatchObject({
      descriptionKey: 'twoFactorRequiredForStaff',
    });
  });
});
