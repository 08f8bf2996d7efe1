import { describe, expect, it } from 'vitest';
import { activityLogsReplySchema, securityEventsReplySchema } from '@sanctions/contracts';
import { createTestClock } from '../../../../test/build-app';
import { useTestApp } from '../../../../test/use-test-app';
import { recordAudit } from '../audit/audit';
import { call, failure, signedInUser } from '../../../../test/account-test-support';

describe('security events and activity logs', () => {
  const clock = createTestClock(new Date('2026-02-10T10:00:00.000Z'));

  const t = useTestApp({ clock });

  it.each([
    '/api/v2/user/security-events',
    '/api/v2/user/activity-logs',
    '/api/v2/user/activity-logs/export?format=csv',
  ])('GET %s answers 401 without a session', async (url) => {
    expect(failure(await call(t.app, 'GET', url))).toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
    });
  });

  /** A user with a failed sign-in, a sign-in, a search and a password change on three different days. */
  async function userWithHistory() {
    const signedIn = await signedInUser(t.app, t.db);
    const { user } = signedIn;
    // Distinct instants keep the newest-first order unambiguous.
    clock.advance(1000);
    await call(t.app, 'POST', '/api/v2/auth-simple/login', {
      payload: { email: user.email, password: 'Wrong-Pass-1!' },
    });
    const event = (action: string, at: string, details: Record<string, unknown> = {}) =>
      recordAudit(t.db, {
        userId: user.id,
        action,
        details,
        ip: '203.0.113.9',
        userAgent: 'test-agent',
        at: new Date(at),
      });
    await event('search', '2026-02-01T09:00:00.000Z', { searchType: 'fuzzy', matchesFound: 3 });
    await event('password_change', '2026-02-02T09:00:00.000Z', { revokedSessions: 0 });
    await event('2fa_enabled', '2026-02-03T09:00:00.000Z');
    await event('refresh_token_reuse', '2026-02-04T09:00:00.000Z');
    return signedIn;
  }

  it('lists sign-in attempts and security changes, newest first', async () => {
    const { token } = await userWithHistory();
    const response = await call(t.app, 'GET', '/api/v2/user/security-events', { token });
    expect(response.statusCode, response.body).toBe(200);
    const { events } = securityEventsReplySchema.parse(response.json()).data;
    expect(events.map((event) => event.type)).toEqual([
      'login_failed',
      'login_success',
      'refresh_token_reuse',
      '2fa_enabled',
      'password_change',
    ]);
    expect(events[0]).toMatchObject({
      success: false,
      description: 'Failed sign-in: wrong password',
      descriptionKey: 'signInFailedWrongPassword',
      descriptionParams: {},
    });
    expect(events[2]).toMatchObject({
      description: 'A refresh token was used twice: the session was ended',
      descriptionKey: 'refreshTokenReused',
    });
  });

  it('pages the whole audit trail with total and descriptions', async () => {
    const { token } = await userWithHistory();
    const response = await call(t.app, 'GET', '/api/v2/user/activity-logs?limit=2&offset=0', {
      token,
    });
    const { activities, total } = activityLogsReplySchema.parse(response.json()).data;
    expect(total).toBe(6);
    expect(activities.map((activity) => activity.action)).toEqual(['login', 'login']);
    expect(activities.map((activity) => activity.success)).toEqual([false, true]);
    const last = await call(t.app, 'GET', '/api/v2/user/activity-logs?limit=2&offset=4', { token });
    const page = activityLogsReplySchema.parse(last.json()).data.activities;
    expect(page.map((a) => [a.type, a.description])).toEqual([
      ['password_change', 'Password changed'],
      ['search', 'Screened a name (fuzzy): 3 matches'],
    ]);
  });

  it('gives each description a key and parameters for translation, the English text beside them', async () => {
    const { user, token } = await userWithHistory();
    await recordAudit(t.db, {
      userId: user.id,
      action: 'api_key_rotated',
      details: {},
      at: new Date('2026-01-01T00:00:00.000Z'),
    });
    const response = await call(t.app, 'GET', '/api/v2/user/activity-logs', { token });
    const { activities } = activityLogsReplySchema.parse(response.json()).data;
    expect(
      activities.map((a) => [a.action, a.description, a.descriptionKey, a.descriptionParams]),
    ).toEqual([
      ['login', 'Failed sign-in: wrong password', 'signInFailedWrongPassword', {}],
      ['login', 'Signed in', 'signedIn', {}],
      [
        'refresh_token_reuse',
        'A refresh token was used twice: the session was ended',
        'refreshTokenReused',
        {},
      ],
      ['2fa_enabled', 'Two-factor authentication enabled', 'twoFactorEnabled', {}],
      ['password_change', 'Password changed', 'passwordChanged', {}],
      [
        'search',
        'Screened a name (fuzzy): 3 matches',
        'searched',
        { searchType: 'fuzzy', matches: 3 },
      ],
      ['api_key_rotated', 'Api key rotated', null, null],
    ]);

    const exported = await call(t.app, 'GET', '/api/v2/user/activity-logs/export?format=json', {
      token,
    });
    expect(exported.json().activities[5]).toMatchObject({
      description: 'Screened a name (fuzzy): 3 matches',
      descriptionKey: 'searched',
    });
  });

  it.each([
    ['types=search,2fa_change', ['2fa_enabled', 'search']],
    ['types=security_event', ['refresh_token_reuse']],
    ['types=login&search=wrong_password', ['login']],
    ['search=203.0.113', ['refresh_token_reuse', '2fa_enabled', 'password_change', 'search']],
    // The words of the shown descriptions, not the stored action names (issue 14 item 7).
    ['search=Password%20changed', ['password_change']],
    ['search=screened%20a%20NAME', ['search']],
    ['search=failed%20sign-in', ['login']],
    ['search=Signed%20in', ['login']],
    ['search=two-factor%20authentication%20enabled', ['2fa_enabled']],
    [`search=${encodeURIComponent('تغيير كلمة المرور')}`, ['password_change']],
    [`search=${encodeURIComponent('فحص اسم')}`, ['search']],
    ['startDate=2026-02-02T00:00:00.000Z&endDate=2026-02-03', ['2fa_enabled', 'password_change']],
  ])('filters by %s', async (query, actions) => {
    const { token } = await userWithHistory();
    const response = await call(t.app, 'GET', `/api/v2/user/activity-logs?${query}`, { token });
    expect(response.statusCode, response.body).toBe(200);
    const { activities, total } = activityLogsReplySchema.parse(response.json()).data;
    expect(activities.map((activity) => activity.action)).toEqual(actions);
    expect(total).toBe(actions.length);
  });

  it.each([
    ['types=login,hacking', 'Unknown activity type: hacking'],
    ['startDate=yesterday', 'startDate must be an ISO date'],
    ['startDate=2026-02-05&endDate=2026-02-01', 'startDate must not be after endDate'],
    ['limit=0', 'Too small: expected number to be >=1'],
  ])('refuses %s', async (query, message) => {
    const { token } = await signedInUser(t.app, t.db);
    const response = await call(t.app, 'GET', `/api/v2/user/activity-logs?${query}`, { token });
    expect(failure(response)).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      messages: [message],
    });
  });

  it("never shows another user's activity", async () => {
    await userWithHistory();
    const { token } = await signedInUser(t.app, t.db);
    const response = await call(t.app, 'GET', '/api/v2/user/activity-logs', { token });
    expect(activityLogsReplySchema.parse(response.json()).data.total).toBe(1);
  });

  it('exports the filtered log as CSV (BOM, formula guard) and as JSON', async () => {
    const { user, token } = await userWithHistory();
    await recordAudit(t.db, {
      userId: user.id,
      action: 'search',
      details: {},
      userAgent: '=HYPERLINK("x")',
      at: new Date('2026-01-01T00:00:00.000Z'),
    });

    const csv = await call(
      t.app,
      'GET',
      '/api/v2/user/activity-logs/export?format=csv&types=search',
      { token },
    );
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="activity-logs-csv.csv"');
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFTimestamp,Type,Action,Success,Severity,Description,IP Address,User Agent,Details',
    );
    expect(lines).toHaveLength(4);
    expect(lines[2]).toContain(`"'=HYPERLINK(""x"")"`);

    const json = await call(t.app, 'GET', '/api/v2/user/activity-logs/export?format=json', {
      token,
    });
    expect(json.headers['content-disposition']).toBe(
      'attachment; filename="activity-logs-json.json"',
    );
    expect(json.json()).toMatchObject({ total: 7 });
    expect(json.json().activities).toHaveLength(7);
  });
});
