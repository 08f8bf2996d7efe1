import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  REGISTER_ACCEPTED_MESSAGE,
  STRONG_PASSWORD_MESSAGE,
  registerReplySchema,
} from '@sanctions/contracts';
import { buildUser } from '../../../../test/factories';
import { useTestApp } from '../../../../test/use-test-app';
import { auditLogs, emailOutbox, users } from '../../../db/schema/users';
import { verifyPassword } from '../../../lib/password';
import { signInAs } from '../../../../test/account-test-support';
import { REGISTER_RATE_LIMIT } from './auth.routes';
import {
  ACCOUNT_EXISTS_MAILS_PER_HOUR,
  REGISTER_EXISTING_ACCOUNT_ACTION,
} from './notify-account-exists';

const PASSWORD = 'Str0ng!pass';
const valid = { password: PASSWORD, firstName: 'Layla', lastName: 'Haddad' };
const ACCEPTED = { success: true, message: REGISTER_ACCEPTED_MESSAGE };

let sequence = 0;
const freshEmail = () => `New.Analyst-${(sequence += 1)}@Example.test`;

describe('POST /api/v2/auth-simple/register', () => {
  const t = useTestApp();

  const postRegister = (payload: Record<string, unknown>, remoteAddress?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v2/auth-simple/register',
      payload,
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  const accountsWith = async (email: string) =>
    (await t.db.select({ n: count() }).from(users).where(eq(users.email, email.toLowerCase())))[0]
      ?.n;

  const mailsTo = (email: string, template: string) =>
    t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, email.toLowerCase()), eq(emailOutbox.template, template)));

  it('creates an unverified standalone user, mails the verification link, and answers 202 without tokens', async () => {
    const email = freshEmail();
    const response = await postRegister({ ...valid, email });

    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual(ACCEPTED);
    expect(registerReplySchema.parse(response.json())).toEqual(ACCEPTED);
    const [stored] = await t.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(stored).toMatchObject({
      role: 'user',
      organizationId: null,
      isActive: true,
      isVerified: false,
      lastLoginAt: null,
    });
    expect(stored?.password.startsWith('$argon2id$')).toBe(true);
    expect(await mailsTo(email, 'email-verification')).toHaveLength(1);
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.userId, stored?.id ?? ''));
    expect(audit?.action).toBe('register');
  });

  it('lets the new user sign in with the chosen password afterwards', async () => {
    const email = freshEmail();
    expect((await postRegister({ ...valid, email })).statusCode).toBe(202);
    const session = await signInAs(t.app, { email, password: PASSWORD });
    expect(session.user).toMatchObject({
      email: email.toLowerCase(),
      firstName: 'Layla',
      isVerified: false,
      maxSearchesPerDay: 10,
      maxSearchesPerMonth: 100,
    });
  });

  it('answers an address that has an account exactly as a new one, creates nothing and mails its owner', async () => {
    const owner = await buildUser(t.db);
    const fresh = await postRegister({ ...valid, email: freshEmail() });
    const taken = await postRegister({ ...valid, email: owner.email.toUpperCase() });

    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.body).toBe(fresh.body);
    expect(taken.headers['content-type']).toBe(fresh.headers['content-type']);
    expect(await accountsWith(owner.email)).toBe(1);
    const [kept] = await t.db.select().from(users).where(eq(users.id, owner.id));
    expect(await verifyPassword(kept?.password ?? '', owner.plainPassword)).toBe(true);
    expect(kept?.firstName).toBe(owner.firstName);

    const [mail, ...more] = await mailsTo(owner.email, 'account-exists');
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('Someone tried to create an account with your e-mail address');
    expect(mail?.text).toContain('http://localhost:3000/login');
    expect(mail?.text).toContain('http://localhost:3000/password-reset');
    expect(await mailsTo(owner.email, 'email-verification')).toHaveLength(0);
    const attempts = await t.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.userId, owner.id), eq(auditLogs.action, REGISTER_EXISTING_ACCOUNT_ACTION)),
      );
    expect(attempts).toHaveLength(1);
    // The owner's own password still signs in; the registration's did not replace it.
    await signInAs(t.app, { email: owner.email, password: owner.plainPassword });
  });

  it(`mails an owner at most ${ACCOUNT_EXISTS_MAILS_PER_HOUR} times an hour, answering the same throughout`, async () => {
    const owner = await buildUser(t.db);
    for (let i = 0; i < ACCOUNT_EXISTS_MAILS_PER_HOUR + 2; i += 1) {
      const response = await postRegister({ ...valid, email: owner.email });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual(ACCEPTED);
    }
    expect(await mailsTo(owner.email, 'account-exists')).toHaveLength(
      ACCOUNT_EXISTS_MAILS_PER_HOUR,
    );
  });

  it('sends nothing to a deactivated account and still answers the same', async () => {
    const owner = await buildUser(t.db, { isActive: false });
    const response = await postRegister({ ...valid, email: owner.email });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual(ACCEPTED);
    expect(await mailsTo(owner.email, 'account-exists')).toHaveLength(0);
    expect(await accountsWith(owner.email)).toBe(1);
  });

  it('creates one account when one new address is registered 5 times at once', async () => {
    const email = freshEmail();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => postRegister({ ...valid, email })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([202, 202, 202, 202, 202]);
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    expect(await accountsWith(email)).toBe(1);
    expect(await mailsTo(email, 'email-verification')).toHaveLength(1);
    expect((await mailsTo(email, 'account-exists')).length).toBeGreaterThanOrEqual(1);
  });

  it.each([
    [
      'weak password',
      { password: 'weakpassword' },
      [{ path: ['password'], message: STRONG_PASSWORD_MESSAGE }],
    ],
    [
      'short password',
      { password: 'S0!a' },
      [{ path: ['password'], message: 'Password must be at least 8 characters' }],
    ],
    ['bad e-mail', { email: 'nope' }, [{ path: ['email'], message: 'Invalid email address' }]],
    [
      'blank names',
      { firstName: ' ', lastName: '' },
      [
        { path: ['firstName'], message: 'First name is required' },
        { path: ['lastName'], message: 'Last name is required' },
      ],
    ],
  ])('rejects a %s with every issue listed', async (_case, change, issues) => {
    const response = await postRegister({ ...valid, email: freshEmail(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', issues });
  });

  it('ignores a role smuggled into the body', async () => {
    const email = freshEmail();
    const response = await postRegister({ ...valid, email, role: 'super_admin' });
    expect(response.statusCode).toBe(202);
    const [stored] = await t.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(stored?.role).toBe('user');
  });

  it('answers 429 after 20 registrations from one address in 15 minutes, and not for another address', async () => {
    for (let i = 0; i < REGISTER_RATE_LIMIT.max; i += 1) {
      expect((await postRegister({}, '192.0.2.10')).statusCode).toBe(400);
    }
    const limited = await postRegister({}, '192.0.2.10');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect((await postRegister({}, '192.0.2.11')).statusCode).toBe(400);
  });
});
