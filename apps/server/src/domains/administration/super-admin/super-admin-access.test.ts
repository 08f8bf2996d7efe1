import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories';
import { useTestApp } from '../../../../test/use-test-app';
import { auditLogs, users } from '../../../db/schema/users';
import {
  callAs,
  consoleRoutes,
  signedInAs,
} from '../../../../test/administration/super-admin-test-support';
import type { SignedIn } from '../../../../test/administration/super-admin-test-support';

describe('super-admin console access', () => {
  const t = useTestApp();
  let targetId: string;
  const staff: Partial<Record<'user' | 'moderator' | 'admin', SignedIn>> = {};

  beforeAll(async () => {
    targetId = (await buildUser(t.db)).id;
    for (const role of ['user', 'moderator', 'admin'] as const) {
      staff[role] = await signedInAs(t.app, t.db, role);
    }
  });

  it('answers 401 to every route without a session', async () => {
    for (const [method, url, payload] of consoleRoutes(targetId)) {
      const response = await callAs(t.app, undefined, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it.each(['user', 'moderator', 'admin'] as const)(
    'answers 403 "Super Admin privileges required" to a %s on every route and changes nothing',
    async (role) => {
      const caller = staff[role];
      if (!caller) throw new Error('caller missing');
      for (const [method, url, payload] of consoleRoutes(targetId)) {
        const response = await callAs(t.app, caller.accessToken, method, url, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json()).toMatchObject({
          code: 'FORBIDDEN',
          message: 'Super Admin privileges required',
        });
      }
      const [target] = await t.db.select().from(users).where(eq(users.id, targetId));
      expect(target).toMatchObject({ isActive: true, deletedAt: null, mustChangePassword: false });
      const audits = await t.db.select().from(auditLogs).where(eq(auditLogs.userId, targetId));
      expect(audits).toHaveLength(0);
    },
  );
});
