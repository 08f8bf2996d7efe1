import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD_MESSAGE, registerReplySchema } from '@sanctions/contracts';
import { buildTestApp } from '../../../test/build-app';
import type { TestApp } from '../../../test/build-app';
import { buildUser } from '../../../test/factories';
import { auditLogs, users } from '../../db/schema/users';
import { getMe } from '../../../test/auth-test-support';
import { REGISTER_RATE_LIMIT } from './auth.routes';

const valid = {
  email: 'New.Analyst@Example.test',
  password: 'Str0ng!pass',
  firstName: 'Layla',
  lastName: 'Haddad',
};

describe('POST /api/v2/auth-simple/register', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const postRegister = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/v2/auth-simple/register', payload });

  it('creates a standalone user, signs it in and stores an Argon2id hash', async () => {
    const response = await postRegister(valid);

    expect(response.statusCode).toBe(201);
    const reply = registerReplySchema.parse(response.json());
    expect(reply.message).toBe('Account created and logged in successfully.');
    expect(reply.data.user).toMatchObject({
      email: 'new.analyst@example.test',
      firstName: 'Layla',
      lastName: 'Haddad',
      role: 'user',
      organizationId: null,
      isActive: true,
      isVerified: false,
      maxSearchesPerDay: 10,
      maxSearchesPerMonth: 100,
    });
    expect((await getMe(t.app, reply.data.tokens.accessToken)).statusCode).toBe(200);
    const [stored] = await t.db.select().from(users).where(eq(users.id, reply.data.user.id));
    expect(stored?.password.startsWith('$argon2id$')).toBe(true);
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.userId, reply.data.user.id));
    expect(audit?.action).toBe('register');
  });

  it('answers 409 for an e-mail that already has an account, whatever its case', async () => {
    const existing = await buildUser(t.db);
    const response = await postRegister({ ...valid, email: existing.email.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'CONFLICT',
      message: 'An account with this email already exists',
    });
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
    const response = await postRegister({
      ...valid,
      email: `x-${Math.random()}@example.test`,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', issues });
  });

  it('ignores a role smuggled into the body', async () => {
    const response = await postRegister({
      ...valid,
      email: 'sneaky@example.test',
      role: 'super_admin',
    });
    expect(response.statusCode).toBe(201);
    expect(registerReplySchema.parse(response.json()).data.user.role).toBe('user');
  });

  it('answers 429 after 20 registrations from one address in 15 minutes, and not for another address', async () => {
    const from = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/auth-simple/register',
        payload: {},
        remoteAddress,
      });
    for (let i = 0; i < REGISTER_RATE_LIMIT.max; i += 1) {
      expect((await from('192.0.2.10')).statusCode).toBe(400);
    }
    const limited = await from('192.0.2.10');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect((await from('192.0.2.11')).statusCode).toBe(400);
  });
});
