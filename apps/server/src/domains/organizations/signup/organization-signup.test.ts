import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  SIGNUP_SUBMITTED_MESSAGE,
  STRONG_PASSWORD_MESSAGE,
  organizationSignupReplySchema,
} from '@sanctions/contracts';
import { createTestClock } from '../../../../test/build-app';
import { buildUser } from '../../../../test/factories';
import { useTestApp } from '../../../../test/use-test-app';
import { organizationSubscriptions, subscriptionPlans } from '../../../db/schema/billing';
import { organizations } from '../../../db/schema/organizations';
import { userPreferences } from '../../../db/schema/preferences';
import {
  auditLogs,
  emailOutbox,
  emailVerificationTokens,
  notifications,
  users,
} from '../../../db/schema/users';
import { seedDatabase } from '../../../db/seed';
import { ORGANIZATION_SIGNUP_RATE_LIMIT } from './organization-signup.routes';

const NOW = new Date('2026-03-02T08:30:00.000Z');

let sequence = 0;
/** A fresh applicant each call: unique organisation name and e-mails. */
function signupBody(
  overrides: { organization?: object; user?: object; subscription?: object } = {},
) {
  sequence += 1;
  return {
    organization: {
      name: `Gulf Trade Bank ${sequence}`,
      displayName: `Gulf Trade Bank ${sequence} PJSC`,
      description: '',
      industry: 'banking',
      contactEmail: `compliance${sequence}@gulftrade.example`,
      contactPhone: '+971 4 555 0100',
      website: '',
      address: { street: '', city: '', state: '', country: '', zipCode: '' },
      ...overrides.organization,
    },
    subscription: { planName: 'professional', billingCycle: 'yearly', ...overrides.subscription },
    user: {
      firstName: 'Mariam',
      lastName: 'Al Nuaimi',
      email: `mariam${sequence}@gulftrade.example`,
      password: 'Str0ng!pass',
      ...overrides.user,
    },
  };
}

// The route is rate-limited per IP: every request comes from its own address unless a test says otherwise.
let address = 0;
const nextIp = () => `198.51.100.${(address += 1)}`;

describe('POST /api/v2/organization/create', () => {
  const t = useTestApp({ clock: createTestClock(NOW) });
  let superAdminId: string;
  let superAdminEmail: string;
  beforeAll(async () => {
    await seedDatabase(t.db, {
      adminEmail: 'provider@example.test',
      adminPassword: 'Pr0vider!pass',
    });
    const [admin] = await t.db.select().from(users).where(eq(users.role, 'super_admin'));
    superAdminId = admin?.id ?? '';
    superAdminEmail = admin?.email ?? '';
  });

  const postSignup = (payload: unknown, ip = nextIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v2/organization/create',
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json', 'user-agent': 'signup-test' },
      remoteAddress: ip,
    });

  const countRows = async () => ({
    organizations: (await t.db.select({ n: count() }).from(organizations))[0]?.n,
    subscriptions: (await t.db.select({ n: count() }).from(organizationSubscriptions))[0]?.n,
    users: (await t.db.select({ n: count() }).from(users))[0]?.n,
    outbox: (await t.db.select({ n: count() }).from(emailOutbox))[0]?.n,
  });

  it('creates the pending organisation, its subscription request and the owner, and answers the review message', async () => {
    const body = signupBody({
      organization: { website: 'gulftrade.example', description: 'Retail bank' },
      user: { email: '  Mariam.Owner@GulfTrade.Example ' },
    });
    const response = await postSignup(body);

    expect(response.statusCode).toBe(201);
    const reply = organizationSignupReplySchema.parse(response.json());
    expect(reply.message).toBe(SIGNUP_SUBMITTED_MESSAGE);
    expect(reply.data.organization).toMatchObject({
      name: body.organization.name,
      status: 'pending',
    });

    const organizationId = reply.data.organization.id;
    const [organization] = await t.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, organizationId));
    expect(organization).toMatchObject({
      displayName: body.organization.displayName,
      description: 'Retail bank',
      industry: 'banking',
      website: 'https://gulftrade.example',
      contactPhone: '+971 4 555 0100',
      status: 'pending',
      approvedAt: null,
      createdAt: NOW,
    });

    const [subscription] = await t.db
      .select({
        plan: subscriptionPlans.name,
        monthlySearches: subscriptionPlans.maxSearchesPerMonth,
        status: organizationSubscriptions.status,
        billingCycle: organizationSubscriptions.billingCycle,
        trialEnd: organizationSubscriptions.trialEnd,
        currentPeriodStart: organizationSubscriptions.currentPeriodStart,
      })
      .from(organizationSubscriptions)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, organizationSubscriptions.planId))
      .where(eq(organizationSubscriptions.organizationId, organizationId));
    expect(subscription).toEqual({
      plan: 'professional',
      monthlySearches: expect.any(Number),
      status: 'trial',
      billingCycle: 'yearly',
      trialEnd: null,
      currentPeriodStart: null,
    });

    const [owner] = await t.db.select().from(users).where(eq(users.organizationId, organizationId));
    expect(owner).toMatchObject({
      email: 'mariam.owner@gulftrade.example',
      firstName: 'Mariam',
      role: 'user',
      organizationRole: 'owner',
      isVerified: false,
      isActive: true,
      // The plan's monthly allowance, not the standalone default of 10 a day (issue 23 §5).
      maxSearchesPerDay: subscription?.monthlySearches,
      maxSearchesPerMonth: subscription?.monthlySearches,
    });
    expect(owner?.password.startsWith('$argon2id$')).toBe(true);

    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.organizationId, organizationId));
    expect(audit).toMatchObject({ action: 'organization_signup', userId: owner?.id });
    expect(audit?.details).toMatchObject({ planName: 'professional', billingCycle: 'yearly' });

    const tokens = await t.db
      .select()
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.userId, owner?.id ?? ''));
    expect(tokens).toHaveLength(1);
  });

  it('queues the applicant and provider-team e-mails and notifies every super admin in-app', async () => {
    const body = signupBody();
    const response = await postSignup(body);
    expect(response.statusCode).toBe(201);

    const toOwner = await t.db
      .select({ template: emailOutbox.template, text: emailOutbox.text })
      .from(emailOutbox)
      .where(eq(emailOutbox.to, body.user.email));
    expect(toOwner.map((mail) => mail.template).sort()).toEqual([
      'email-verification',
      'organization-application-submitted',
    ]);
    const toProvider = await t.db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(
        sql`${emailOutbox.to} = ${superAdminEmail} and ${emailOutbox.template} = 'organization-application-received' and ${emailOutbox.text} like ${`%${body.organization.displayName}%`}`,
      );
    expect(toProvider).toHaveLength(1);
    expect(toProvider[0]?.text).toContain('/admin?tab=pending-organizations');

    const [notification] = await t.db
      .select()
      .from(notifications)
      .where(
        sql`${notifications.userId} = ${superAdminId} and ${notifications.message} like ${`${body.organization.displayName} %`}`,
      );
    expect(notification).toMatchObject({
      title: 'New organization application',
      messageKey: 'organizations.applicationReceived',
      messageParams: { organization: body.organization.displayName, plan: 'Professional' },
      actionHref: '/admin?tab=pending-organizations',
    });
  });

  it('writes to an applicant who signed up in Arabic in Arabic and keeps the language as a preference', async () => {
    const body = { ...signupBody(), language: 'ar' };
    expect((await postSignup(body)).statusCode).toBe(201);
    const [mail] = await t.db
      .select({ html: emailOutbox.html })
      .from(emailOutbox)
      .where(
        sql`${emailOutbox.to} = ${body.user.email} and ${emailOutbox.template} = 'organization-application-submitted'`,
      );
    expect(mail?.html).toContain('dir="rtl"');
    const [owner] = await t.db.select().from(users).where(eq(users.email, body.user.email));
    const [stored] = await t.db
      .select()
      .from(userPreferences)
      .where(eq(userPreferences.userId, owner?.id ?? ''));
    expect(stored?.preferences).toMatchObject({ language: 'ar' });
  });

  it('accepts the enterprise plan (custom pricing) and the monthly cycle', async () => {
    const response = await postSignup(
      signupBody({ subscription: { planName: 'enterprise', billingCycle: 'monthly' } }),
    );
    expect(response.statusCode).toBe(201);
  });

  it.each([
    [
      'blank organisation and display names',
      { organization: { name: '  ', displayName: '' } },
      'Organization name is required',
      [
        { path: ['organization', 'name'], message: 'Organization name is required' },
        { path: ['organization', 'displayName'], message: 'Display name is required' },
      ],
    ],
    [
      'website that is no URL',
      { organization: { website: 'not a website' } },
      'Invalid website URL',
      [{ path: ['organization', 'website'], message: 'Invalid website URL' }],
    ],
    [
      'weak password',
      { user: { password: 'weakpassword' } },
      STRONG_PASSWORD_MESSAGE,
      [{ path: ['user', 'password'], message: STRONG_PASSWORD_MESSAGE }],
    ],
    [
      'blank owner names and a bad e-mail',
      { user: { firstName: '', lastName: ' ', email: 'nope' } },
      'First name is required',
      [
        { path: ['user', 'firstName'], message: 'First name is required' },
        { path: ['user', 'lastName'], message: 'Last name is required' },
        { path: ['user', 'email'], message: 'Invalid email address' },
      ],
    ],
    [
      'unknown plan',
      { subscription: { planName: 'gold' } },
      undefined,
      [{ path: ['subscription', 'planName'] }],
    ],
  ])(
    'rejects a %s with the spec message and creates nothing',
    async (_case, change, message, issues) => {
      const before = await countRows();
      const response = await postSignup(signupBody(change));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'VALIDATION_FAILED',
        ...(message === undefined ? {} : { message }),
        issues,
      });
      expect(await countRows()).toEqual(before);
    },
  );

  it('refuses a plan that is no longer offered', async () => {
    await t.db
      .update(subscriptionPlans)
      .set({ isActive: false })
      .where(eq(subscriptionPlans.name, 'basic'));
    try {
      const response = await postSignup(signupBody({ subscription: { planName: 'basic' } }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'This plan is not available' });
    } finally {
      await t.db
        .update(subscriptionPlans)
        .set({ isActive: true })
        .where(eq(subscriptionPlans.name, 'basic'));
    }
  });

  it('answers 409 for an owner e-mail that already has an account, in any case, and creates nothing', async () => {
    const standalone = await buildUser(t.db, { email: 'taken.analyst@example.test' });
    const before = await countRows();
    const response = await postSignup(
      signupBody({ user: { email: standalone.email.toUpperCase() } }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'An account with this email already exists',
    });
    expect(await countRows()).toEqual(before);
  });

  it('answers 409 for an organisation name taken in another case, and creates nothing', async () => {
    const first = signupBody();
    expect((await postSignup(first)).statusCode).toBe(201);
    const before = await countRows();
    const response = await postSignup(
      signupBody({ organization: { name: first.organization.name.toUpperCase() } }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'An organization with this name already exists',
    });
    expect(await countRows()).toEqual(before);
  });

  it('lets only one of two simultaneous sign-ups under one name through, leaving nothing of the other', async () => {
    const first = signupBody();
    const second = signupBody({ organization: { name: first.organization.name.toLowerCase() } });
    const responses = await Promise.all([postSignup(first), postSignup(second)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const loser = responses.find((response) => response.statusCode === 409);
    expect(loser?.json()).toMatchObject({
      message: 'An organization with this name already exists',
    });
    const named = await t.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(sql`lower(${organizations.name}) = lower(${first.organization.name})`);
    expect(named).toHaveLength(1);
    const owners = await t.db
      .select({ email: users.email })
      .from(users)
      .where(sql`${users.email} in (${first.user.email}, ${second.user.email})`);
    expect(owners).toHaveLength(1);
  });

  it(`answers 429 after ${ORGANIZATION_SIGNUP_RATE_LIMIT.max} sign-ups from one address in an hour, not for another address`, async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < ORGANIZATION_SIGNUP_RATE_LIMIT.max; i += 1) {
      expect((await postSignup({}, ip)).statusCode).toBe(400);
    }
    const limited = await postSignup(signupBody(), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect((await postSignup({}, '203.0.113.78')).statusCode).toBe(400);
  });
});
