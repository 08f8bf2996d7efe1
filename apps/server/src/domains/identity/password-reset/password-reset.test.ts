import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  INVALID_RESET_TOKEN_MESSAGE,
  PASSWORD_RESET_REQUESTED_MESSAGE,
  RESET_TOKEN_REJECTED_MESSAGE,
  passwordResetProblemMessage,
} from '@sanctions/contracts';
import { createTestClock } from '../../../../test/build-app';
import { buildUser } from '../../../../test/factories';
import { useTestApp } from '../../../../test/use-test-app';
import { auditLogs, notifications, passwordResetTokens, users } from '../../../db/schema/users';
import { hashToken } from '../../../lib/tokens';
import { getMe, postLogin, postRefresh, signIn } from '../../../../test/auth-test-support';
import {
  postAnonymous,
  queuedEmails,
  tokenFromLink,
} from '../../../../test/password-reset-test-support';
import { jobs } from '../../../db/schema/jobs';
import { RESET_REQUESTS_PER_ADDRESS_PER_HOUR } from './request-password-reset';
import { PASSWORD_RESET_REQUEST_JOB } from './request-password-reset.job';

const REQUEST = '/api/v2/auth/password-reset/request';
const VERIFY = '/api/v2/auth/password-reset/verify';
const CONFIRM = '/api/v2/auth/password-reset/confirm';
const NEW_PASSWORD = 'Fresh-Start-42!';
const START = new Date('2026-11-25T08:00:00.000Z');
const MINUTE = 60 * 1000;

/** A reply's headers less those that differ on every request (its id, the date). */
function replyHeaders(reply: { headers: Record<string, unknown> }): Record<string, unknown> {
  const { 'x-request-id': _id, date: _date, ...rest } = reply.headers;
  return rest;
}

describe('password reset', () => {
  const clock = createTestClock(START);
  const t = useTestApp({ clock, env: { PUBLIC_URL: 'https://screening.example.test' } });

  beforeEach(() => clock.set(START));

  /** Requests a link for `email` and returns the token of the newest queued reset e-mail. */
  async function requestLink(email: string): Promise<string> {
    const response = await postAnonymous(t.app, REQUEST, { email });
    expect(response.statusCode, response.body).toBe(200);
    await t.app.jobs.runOnce();
    const [latest] = await queuedEmails(t.db, email, 'password-reset');
    if (!latest) throw new Error(`no reset e-mail queued for ${email}`);
    return tokenFromLink(latest.text, 'password-reset');
  }

  it('answers a known and an unknown address identically, before any work, and mails only the known one', async () => {
    const user = await buildUser(t.db);
    const unknown = `nobody-${user.id.slice(0, 8)}@example.test`;

    const known = await postAnonymous(t.app, REQUEST, { email: `  ${user.email.toUpperCase()} ` });
    const missing = await postAnonymous(t.app, REQUEST, { email: unknown });

    expect(known.statusCode).toBe(200);
    expect(missing.statusCode).toBe(200);
    expect(known.json()).toEqual({ success: true, message: PASSWORD_RESET_REQUESTED_MESSAGE });
    expect(missing.body).toBe(known.body);
    expect(replyHeaders(missing)).toEqual(replyHeaders(known));

    // The replies came before the work: no account was looked at, no token made, nothing mailed. Both
    // requests left the same thing behind, one queued job each.
    expect(
      await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id)),
    ).toEqual([]);
    expect(await queuedEmails(t.db, user.email, 'password-reset')).toEqual([]);
    const waiting = await t.db
      .select({ name: jobs.name, status: jobs.status, payload: jobs.payload })
      .from(jobs)
      .where(eq(jobs.name, PASSWORD_RESET_REQUEST_JOB));
    expect(waiting.map(({ name, status }) => ({ name, status }))).toEqual([
      { name: PASSWORD_RESET_REQUEST_JOB, status: 'pending' },
      { name: PASSWORD_RESET_REQUEST_JOB, status: 'pending' },
    ]);
    expect(waiting.map((job) => Object.keys(job.payload).sort())).toEqual([
      ['email', 'ip', 'userAgent'],
      ['email', 'ip', 'userAgent'],
    ]);

    expect(await t.app.jobs.runOnce()).toBe(2);
    expect(await queuedEmails(t.db, unknown, 'password-reset')).toHaveLength(0);
    const [email] = await queuedEmails(t.db, user.email, 'password-reset');
    expect(email?.text).toContain('https://screening.example.test/password-reset/');
    const token = tokenFromLink(email?.text ?? '', 'password-reset');
    expect(token.length).toBeGreaterThanOrEqual(32);
    const [stored] = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(stored).toMatchObject({
      tokenHash: hashToken(token),
      email: user.email,
      expiresAt: new Date(START.getTime() + 60 * MINUTE),
      usedAt: null,
    });
    expect(stored?.tokenHash).not.toContain(token);
  });

  it('a second run of the same request job sends nothing more', async () => {
    const user = await buildUser(t.db);
    await requestLink(user.email);
    // As when a lease ran out under a stalled process and another process runs the job again.
    const again = await t.db
      .update(jobs)
      .set({ status: 'pending', attempts: 0, lockedBy: null, lockedUntil: null })
      .where(
        sql`${jobs.name} = ${PASSWORD_RESET_REQUEST_JOB} and ${jobs.payload} ->> 'email' = ${user.email}`,
      )
      .returning({ id: jobs.id });
    expect(again).toHaveLength(1);
    expect(await t.app.jobs.runOnce()).toBe(1);
    expect(await queuedEmails(t.db, user.email, 'password-reset')).toHaveLength(1);
    expect(
      await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id)),
    ).toHaveLength(1);
  });

  it('sends nothing to a deactivated or deleted account, with the same reply', async () => {
    const inactive = await buildUser(t.db, { isActive: false });
    const deleted = await buildUser(t.db, { deletedAt: START });
    for (const user of [inactive, deleted]) {
      const response = await postAnonymous(t.app, REQUEST, { email: user.email });
      expect(response.json()).toEqual({ success: true, message: PASSWORD_RESET_REQUESTED_MESSAGE });
      await t.app.jobs.runOnce();
      expect(await queuedEmails(t.db, user.email, 'password-reset')).toHaveLength(0);
    }
  });

  it.each([
    [{ email: '   ' }, 'Email is required'],
    [{ email: 'not-an-address' }, 'Invalid email address'],
  ])('refuses request %j with "%s"', async (payload, message) => {
    const response = await postAnonymous(t.app, REQUEST, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
  });

  it('verifies a live link and refuses short, unknown and expired ones with the spec texts', async () => {
    const user = await buildUser(t.db);
    const token = await requestLink(user.email);

    const valid = await postAnonymous(t.app, VERIFY, { token });
    expect(valid.statusCode, valid.body).toBe(200);
    expect(valid.json()).toMatchObject({ success: true });

    const short = await postAnonymous(t.app, VERIFY, { token: token.slice(0, 31) });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: INVALID_RESET_TOKEN_MESSAGE,
    });

    const unknown = await postAnonymous(t.app, VERIFY, { token: `${token.slice(0, -1)}x` });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'INVALID_TOKEN',
      message: RESET_TOKEN_REJECTED_MESSAGE,
    });

    clock.advance(60 * MINUTE - 1000);
    expect((await postAnonymous(t.app, VERIFY, { token })).statusCode).toBe(200);
    clock.advance(1000);
    const expired = await postAnonymous(t.app, VERIFY, { token });
    expect(expired.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    const lateConfirm = await postAnonymous(t.app, CONFIRM, { token, password: NEW_PASSWORD });
    expect(lateConfirm.json()).toMatchObject({
      code: 'INVALID_TOKEN',
      message: RESET_TOKEN_REJECTED_MESSAGE,
    });
  });

  it.each([
    ['mismatch before length', { password: 'short', confirmPassword: 'other' }, 'mismatch'],
    ['length before strength', { password: 'short', confirmPassword: 'short' }, 'tooShort'],
    ['length without a confirmation', { password: 'Ab1!' }, 'tooShort'],
    ['strength', { password: 'alllowercase1', confirmPassword: 'alllowercase1' }, 'tooWeak'],
  ] as const)('confirm checks %s', async (_label, passwords, problem) => {
    const user = await buildUser(t.db);
    const token = await requestLink(user.email);
    const response = await postAnonymous(t.app, CONFIRM, { token, ...passwords });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: passwordResetProblemMessage(problem),
    });
    // A refused form does not spend the link.
    expect((await postAnonymous(t.app, VERIFY, { token })).statusCode).toBe(200);
  });

  it('sets the new password, ends every session, audits, notifies and mails; the link is single use', async () => {
    const user = await buildUser(t.db, { isVerified: false });
    const first = await signIn(t.app, user.email, user.plainPassword);
    const second = await signIn(t.app, user.email, user.plainPassword);
    const token = await requestLink(user.email);

    const response = await postAnonymous(t.app, CONFIRM, {
      token,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true });

    expect((await postRefresh(t.app, first.refreshToken)).statusCode).toBe(401);
    expect((await postRefresh(t.app, second.refreshToken)).statusCode).toBe(401);
    expect((await getMe(t.app, second.accessToken)).statusCode).toBe(401);
    const oldPassword = await postLogin(t.app, { email: user.email, password: user.plainPassword });
    expect(oldPassword.statusCode).toBe(401);
    await signIn(t.app, user.email, NEW_PASSWORD);

    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      passwordChangedAt: START,
      mustChangePassword: false,
      // The link reached the stored address: that verifies it (ADR 007).
      isVerified: true,
    });
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.userId, user.id), eq(auditLogs.action, 'password_reset')));
    expect(audit?.details).toEqual({ revokedSessions: 2 });
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.id));
    expect(notice).toMatchObject({ title: 'Password reset', messageKey: 'account.passwordReset' });
    const [changed] = await queuedEmails(t.db, user.email, 'password-changed');
    expect(changed?.text).toContain('https://screening.example.test/login');

    const again = await postAnonymous(t.app, CONFIRM, { token, password: 'Another-One-7$' });
    expect(again.json()).toMatchObject({
      code: 'INVALID_TOKEN',
      message: RESET_TOKEN_REJECTED_MESSAGE,
    });
    expect((await postAnonymous(t.app, VERIFY, { token })).statusCode).toBe(400);
  });

  it('lets exactly one of two simultaneous confirmations through', async () => {
    const user = await buildUser(t.db);
    const token = await requestLink(user.email);
    const replies = await Promise.all(
      ['Winner-Takes-1!', 'Winner-Takes-2!'].map((password) =>
        postAnonymous(t.app, CONFIRM, { token, password }),
      ),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 400]);
    const winner = replies[0]?.statusCode === 200 ? 'Winner-Takes-1!' : 'Winner-Takes-2!';
    await signIn(t.app, user.email, winner);
  });

  it('a new request invalidates the older link', async () => {
    const user = await buildUser(t.db);
    const older = await requestLink(user.email);
    clock.advance(MINUTE);
    const newer = await requestLink(user.email);
    expect(newer).not.toBe(older);
    expect((await postAnonymous(t.app, VERIFY, { token: older })).statusCode).toBe(400);
    expect((await postAnonymous(t.app, VERIFY, { token: newer })).statusCode).toBe(200);
  });

  it('sends at most 3 links an hour to one address, answering the same above it', async () => {
    const user = await buildUser(t.db);
    for (let sent = 0; sent < RESET_REQUESTS_PER_ADDRESS_PER_HOUR; sent += 1) {
      await requestLink(user.email);
      clock.advance(MINUTE);
    }
    const [lastSent] = await queuedEmails(t.db, user.email, 'password-reset');
    const throttled = await postAnonymous(t.app, REQUEST, { email: user.email });
    expect(throttled.json()).toEqual({ success: true, message: PASSWORD_RESET_REQUESTED_MESSAGE });
    await t.app.jobs.runOnce();
    const afterThrottle = await queuedEmails(t.db, user.email, 'password-reset');
    expect(afterThrottle).toHaveLength(RESET_REQUESTS_PER_ADDRESS_PER_HOUR);
    // The newest link still works: a throttled request invalidates nothing.
    const newest = tokenFromLink(lastSent?.text ?? '', 'password-reset');
    expect((await postAnonymous(t.app, VERIFY, { token: newest })).statusCode).toBe(200);

    clock.advance(60 * MINUTE);
    await requestLink(user.email);
    expect(await queuedEmails(t.db, user.email, 'password-reset')).toHaveLength(
      RESET_REQUESTS_PER_ADDRESS_PER_HOUR + 1,
    );
  });

  it('throttles requests per client IP', async () => {
    const ip = '192.0.2.77';
    const statuses: number[] = [];
    for (let index = 0; index < 11; index += 1) {
      const response = await postAnonymous(
        t.app,
        REQUEST,
        { email: `probe-${index}@example.test` },
        ip,
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(statuses[10]).toBe(429);
    const other = await postAnonymous(t.app, REQUEST, { email: 'probe@example.test' });
    expect(other.statusCode).toBe(200);
  });
});
