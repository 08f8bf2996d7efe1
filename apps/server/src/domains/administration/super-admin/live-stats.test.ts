import { describe, expect, it } from 'vitest';
import { liveStatsReplySchema } from '@sanctions/contracts';
import { createTestClock } from '../../../../test/build-app';
import { buildUser } from '../../../../test/factories';
import { useTestApp } from '../../../../test/use-test-app';
import {
  callAs,
  seedSearches,
  signedInAs,
} from '../../../../test/administration/super-admin-test-support';

const NOW = new Date('2026-05-04T15:20:00.000Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

describe('GET /api/v2/super-admin/live-stats', () => {
  const t = useTestApp({ clock: createTestClock(NOW) });

  it('counts active users, the last hour’s mean search time, today’s searches and the database state', async () => {
    // Signing in issues a refresh token now: the super admin is an active user.
    const superAdmin = await signedInAs(t.app, t.db, 'super_admin');
    const searcher = await buildUser(t.db);
    const earlier = await buildUser(t.db);
    const yesterday = await buildUser(t.db);
    await seedSearches(t.db, [
      { userId: searcher.id, at: minutesAgo(5), searchTime: 100 },
      { userId: searcher.id, at: minutesAgo(14), searchTime: 200 },
      // Outside the 15-minute window, inside the hour and today.
      { userId: earlier.id, at: minutesAgo(40), searchTime: 600 },
      // Today, outside the hour.
      { userId: earlier.id, at: minutesAgo(120), searchTime: 5000 },
      // Yesterday (UTC).
      { userId: yesterday.id, at: new Date('2026-05-03T23:59:00.000Z'), searchTime: 9000 },
      // A removed account's search still counts as a search.
      { userId: null, at: minutesAgo(3), searchTime: 300 },
    ]);

    const uptimeBefore = Math.floor(process.uptime());
    const response = await callAs(
      t.app,
      superAdmin.accessToken,
      'GET',
      '/api/v2/super-admin/live-stats',
    );
    const uptimeAfter = Math.floor(process.uptime());

    expect(response.statusCode).toBe(200);
    const { data } = liveStatsReplySchema.parse(response.json());
    expect(data.live).toEqual({ activeUsers: 2, avgResponseTime: 300 });
    expect(data.today).toEqual({ totalSearches: 5, uniqueUsers: 2 });
    expect(data.system.dbStatus).toBe('connected');
    expect(data.system.dbLatencyMs).toBeGreaterThanOrEqual(0);
    // The process's uptime in whole seconds when it answered (a second may turn during the call).
    expect(data.system.uptime).toBeGreaterThanOrEqual(uptimeBefore);
    expect(data.system.uptime).toBeLessThanOrEqual(uptimeAfter);
    expect(data.generatedAt).toBe(NOW.toISOString());
  });
});

describe('GET /api/v2/super-admin/live-stats on a quiet platform', () => {
  const t = useTestApp({ clock: createTestClock(NOW) });

  it('answers zeros and no mean response time when nothing was searched', async () => {
    const superAdmin = await signedInAs(t.app, t.db, 'super_admin');
    const response = await callAs(
      t.app,
      superAdmin.accessToken,
      'GET',
      '/api/v2/super-admin/live-stats',
    );
    const { data } = liveStatsReplySchema.parse(response.json());
    expect(data.live).toEqual({ activeUsers: 1, avgResponseTime: null });
    expect(data.today).toEqual({ totalSearches: 0, uniqueUsers: 0 });
  });
});
