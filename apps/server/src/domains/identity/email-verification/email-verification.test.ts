import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ALREADY_VERIFIED_MESSAGE,
  INVALID_VERIFICATION_TOKEN_MESSAGE,
  VERIFICATION_RESEND_DAILY_LIMIT,
  VERIFICATION_SENT_MESSAGE,
  VERIFICATION_TOKEN_REJECTED_MESSAGE,
} from '@sanctions/contracts';
import { createTestClock } from '../../../../test/build-app';
import { buildUser } from '../../../../test/factories';
import { useTestApp } from '../../../../test/use-test-app';
import { auditLogs, emailVerificationTokens, users } from '../../../db/schema/users';
import { hashToken } from '../../../lib/tokens';
import { signIn } from '../../../../test/auth-test-support';
import {
  postAnonymous,
  queuedEmails,
  tokenFromLink,
} from '../../../../test/password-reset-test-support';

const VERIFY = '/api/v2/auth/verify-email';
const RESEND = '/api/v2/user/verify-email/resend';
const START = new Date('2026-11-25T08:00:00.000Z');
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

describe('e-mail verification', () => {
  const clock = createTestClock(START);
  const t = useTestApp({ clock, env: { PUBLIC_URL: 'https://screening.example.test' } });

  beforeEach(() => clock.set(START));

  async function register(): Promise<{ email: string; accessToken: string }> {
    const email = `new-${Math.random().toString(36).slice(2, 10)}@example.test`;
    const response = await postAnonymous(t.app, '/api/v2/auth-simple/register', {
      email,
      password: 'Sign-Me-Up-9!',
      firstName: 'Nadia',
      lastName: 'Karim',
    });
    expect(response.statusCode, response.body).toBe(202);
    // Registration answers the same for every address (ADR 013); the new user then signs in as usual.
    const tokens = await signIn(t.app, email, 'Sign-Me-Up-9!');
    return { email, accessToken: tokens.accessToken };
  }

  async function latestToken(email: string): Promise<string> {
    const [message] = await queuedEmails(t.db, email, 'email-verification');
    if (!message) throw new Error(`no verification e-mail for ${email}`);
    return tokenFromLink(message.text, 'verify-email');
  }

  function resend(accessToken?: string) {
    return t.app.inject({
      method: 'POST',
      url: RESEND,
      headers: accessToken === undefined ? {} : { authorization: `Bearer ${accessToken}` },
    });
  }

  async function isVerified(email: string): Promise<boolean | undefined> {
    const [row] = await t.db
      .select({ isVerified: users.isVerified })
      .from(users)
      .where(eq(users.email, email));
    return row?.isVerified;
  }

  it('registration mails a link; following it verifies the address once', async () => {
    const { email } = await register();
    const [message] = await queuedEmails(t.db, email, 'email-verification');
    expect(message?.text).toContain('https://screening.example.test/verify-email/');
    const token = await latestToken(email);
    expect(token.length).toBeGreaterThanOrEqual(32);
    const [stored] = await t.db
      .select()
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.email, email));
    expect(stored).toMatchObject({
      tokenHash: hashToken(token),
      expiresAt: new Date(START.getTime() + 24 * HOUR),
      verifiedAt: null,
    });

    const response = await postAnonymous(t.app, VERIFY, { token });
    expect(response.statusCode, response.body).toBe(200);
    expect(await isVerified(email)).toBe(true);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.userId, row?.id ?? ''), eq(auditLogs.action, 'email_verified')));
    expect(audit).toBeDefined();

    const again = await postAnonymous(t.app, VERIFY, { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'INVALID_TOKEN',
      message: VERIFICATION_TOKEN_REJECTED_MESSAGE,
    });
  });

  it('refuses a short token with the spec text and an unknown one', async () => {
    const short = await postAnonymous(t.app, VERIFY, { token: 'a'.repeat(31) });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: INVALID_VERIFICATION_TOKEN_MESSAGE,
    });
    const unknown = await postAnonymous(t.app, VERIFY, { token: 'b'.repeat(43) });
    expect(unknown.json()).toMatchObject({
      code: 'INVALID_TOKEN',
      message: VERIFICATION_TOKEN_REJECTED_MESSAGE,
    });
  });

  it('a link works for 24 hours', async () => {
    const first = await register();
    const second = await register();
    const firstToken = await latestToken(first.email);
    const secondToken = await latestToken(second.email);

    clock.advance(24 * HOUR - 1000);
    expect((await postAnonymous(t.app, VERIFY, { token: firstToken })).statusCode).toBe(200);
    clock.advance(1000);
    expect((await postAnonymous(t.app, VERIFY, { token: secondToken })).statusCode).toBe(400);
    expect(await isVerified(second.email)).toBe(false);
  });

  it('a link mailed to a previous address no longer verifies the account', async () => {
    const { email } = await register();
    const token = await latestToken(email);
    await t.db
      .update(users)
      .set({ email: `changed-${email}` })
      .where(eq(users.email, email));
    expect((await postAnonymous(t.app, VERIFY, { token })).statusCode).toBe(400);
    expect(await isVerified(`changed-${email}`)).toBe(false);
  });

  it('resend answers 401 without a session', async () => {
    const response = await resend();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('resend does nothing for a verified address', async () => {
    const user = await buildUser(t.db);
    const { accessToken } = await signIn(t.app, user.email, user.plainPassword);
    const response = await resend(accessToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: ALREADY_VERIFIED_MESSAGE,
      data: { alreadyVerified: true },
    });
    expect(await queuedEmails(t.db, user.email, 'email-verification')).toHaveLength(0);
  });

  it('resend sends a new link at most once a minute and 5 times a day', async () => {
    const user = await buildUser(t.db, { isVerified: false });
    const { accessToken } = await signIn(t.app, user.email, user.plainPassword);

    const first = await resend(accessToken);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      message: VERIFICATION_SENT_MESSAGE,
      data: { alreadyVerified: false },
    });

    clock.advance(20 * 1000);
    const tooSoon = await resend(accessToken);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.headers['retry-after']).toBe('40');
    expect(tooSoon.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Please wait 40 seconds before requesting another verification email.',
    });

    for (let sent = 1; sent < VERIFICATION_RESEND_DAILY_LIMIT; sent += 1) {
      clock.advance(MINUTE);
      expect((await resend(accessToken)).statusCode).toBe(200);
    }
    clock.advance(MINUTE);
    const daily = await resend(accessToken);
    expect(daily.statusCode).toBe(429);
    const wait = Number(daily.headers['retry-after']);
    expect(wait).toBeGreaterThan(23 * 60 * 60);
    expect(await queuedEmails(t.db, user.email, 'email-verification')).toHaveLength(
      VERIFICATION_RESEND_DAILY_LIMIT,
    );

    clock.advance(wait * 1000);
    const later = await signIn(t.app, user.email, user.plainPassword);
    expect((await resend(later.accessToken)).statusCode).toBe(200);
    // Every link sent stays usable until it expires; the newest verifies the account.
    const token = await latestToken(user.email);
    expect((await postAnonymous(t.app, VERIFY, { token })).statusCode).toBe(200);
    expect(await isVerified(user.email)).toBe(true);
  });
});
