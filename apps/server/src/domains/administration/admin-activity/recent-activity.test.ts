import { describe, expect, it } from 'vitest';
import { recentActivityReplySchema, sessionReplySchema } from '@sanctions/contracts';
import { searchRequests } from '../../../db/schema/search';
import { recordAudit } from '../audit/audit';
import { createTestClock } from '../../../../test/build-app';
import { buildUser } from '../../../../test/factories';
import { useTestApp } from '../../../../test/use-test-app';

describe('GET /api/v2/admin/recent-activity', () => {
  const clock = createTestClock(new Date('2026-05-04T12:00:00.000Z'));
  const t = useTestApp({ clock });

  const signIn = async (role: 'user' | 'moderator' | 'admin' | 'super_admin') => {
    const user = await buildUser(t.db, { role, firstName: 'Staff', lastName: role });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth-simple/login',
      payload: { email: user.email, password: user.plainPassword },
    });
    return { user, token: sessionReplySchema.parse(response.json()).data.tokens.accessToken };
  };

  const get = (token: string | undefined, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/v2/admin/recent-activity${query}`,
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    });

  it('answers no entries (never samples) when nothing happened beyond sign-ins', async () => {
    const { token } = await signIn('admin');
    const response = await get(token);
    expect(response.statusCode).toBe(200);
    expect(recentActivityReplySchema.parse(response.json()).data.activities).toEqual([]);
  });

  it('merges searches, profile and staff events from stored rows, newest first, limited', async () => {
    const { user: admin, token } = await signIn('admin');
    const analyst = await buildUser(t.db, { firstName: 'Huda', lastName: 'Saleh' });
    clock.advance(1_000);
    await t.db.insert(searchRequests).values({
      userId: analyst.id,
      firstName: 'Secret',
      lastName: 'Name',
      searchType: 'fuzzy',
      sanctionLists: 'all',
      matchesFound: 3,
      ipAddress: '203.0.113.9',
      userAgent: 'analyst-browser',
      createdAt: clock.now(),
    });
    clock.advance(1_000);
    await recordAudit(t.db, {
      userId: analyst.id,
      action: 'profile_update',
      ip: '203.0.113.9',
      userAgent: 'analyst-browser',
      at: clock.now(),
    });
    clock.advance(1_000);
    await recordAudit(t.db, {
      userId: analyst.id,
      actorId: admin.id,
      action: 'user_updated',
      details: { before: { role: 'user' }, after: { role: 'moderator' } },
      at: clock.now(),
    });
    clock.advance(1_000);
    await recordAudit(t.db, { userId: analyst.id, action: 'login', at: clock.now() });

    const response = await get(token);
    const activities = recentActivityReplySchema.parse(response.json()).data.activities;
    expect(activities.map((entry) => [entry.type, entry.key])).toEqual([
      ['system', 'user_updated'],
      ['profile', 'profile_update'],
      ['search', 'search'],
    ]);
    expect(activities[2]).toMatchObject({
      title: 'Search performed',
      description: `Huda Saleh (${analyst.email}): 3 matches`,
      timestamp: '2026-05-04T12:00:01.000Z',
      metadata: { ip: '203.0.113.9', userAgent: 'analyst-browser' },
      matches: 3,
      user: { id: analyst.id },
    });
    expect(JSON.stringify(activities)).not.toContain('Secret');
    expect(activities[0]).toMatchObject({
      title: 'User updated by staff',
      description: `Huda Saleh (${analyst.email}), by Staff admin (${admin.email})`,
      actor: { id: admin.id },
    });

    const limited = recentActivityReplySchema.parse((await get(token, '?limit=2')).json());
    expect(limited.data.activities).toHaveLength(2);
    expect((await get(token, '?limit=0')).statusCode).toBe(400);
  });

  it('answers 401 anonymous and 403 to users and moderators; super admins read it', async () => {
    expect((await get(undefined)).statusCode).toBe(401);
    for (const role of ['user', 'moderator'] as const) {
      expect((await get((await signIn(role)).token)).statusCode).toBe(403);
    }
    expect((await get((await signIn('super_admin')).token)).statusCode).toBe(200);
  });
});
