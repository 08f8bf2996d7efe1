import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { userAuditReplySchema } from '@sanctions/contracts';
import { recordAudit } from '../audit/audit';
import { createTestClock } from '../../../../test/build-app';
import { buildUser } from '../../../../test/factories';
import { useTestApp } from '../../../../test/use-test-app';
import {
  deleteUser,
  getUserAudit,
  putUser,
  signedInAs,
} from '../../../../test/administration/user-management-test-support';
import type { SignedIn } from '../../../../test/administration/user-management-test-support';

describe('GET /api/v2/admin/users/{id}/audit', () => {
  const clock = createTestClock(new Date('2026-05-04T11:00:00.000Z'));
  const t = useTestApp({ clock });
  let admin: SignedIn;
  beforeAll(async () => {
    admin = await signedInAs(t.app, t.db, 'admin', { firstName: 'Rana', lastName: 'Aziz' });
  });

  it('lists the administrative actions on the user newest first with actor, reason, before and after', async () => {
    const target = await buildUser(t.db, { maxSearchesPerMonth: 100 });
    // A sign-in is not an administrative action and stays out of this history.
    await recordAudit(t.db, { userId: target.id, action: 'login', at: clock.now() });
    clock.advance(1_000);
    await putUser(t.app, admin.accessToken, target.id, {
      maxSearchesPerMonth: 250,
      reason: 'Quarterly review',
    });
    clock.advance(1_000);
    await deleteUser(t.app, admin.accessToken, target.id);

    const response = await getUserAudit(t.app, admin.accessToken, target.id);
    expect(response.statusCode).toBe(200);
    const entries = userAuditReplySchema.parse(response.json()).data.entries;
    expect(entries.map((entry) => entry.action)).toEqual(['user_deactivated', 'user_updated']);
    expect(entries[1]).toMatchObject({
      actor: { id: admin.id, firstName: 'Rana', lastName: 'Aziz', email: admin.email },
      reason: 'Quarterly review',
      before: { maxSearchesPerMonth: 100 },
      after: { maxSearchesPerMonth: 250 },
      timestamp: '2026-05-04T11:00:01.000Z',
    });
    expect(entries[0]).toMatchObject({ before: { isActive: true }, after: { isActive: false } });
  });

  it('keeps the history of a deleted account readable; 404 unknown', async () => {
    const deleted = await buildUser(t.db, { deletedAt: clock.now(), isActive: false });
    expect((await getUserAudit(t.app, admin.accessToken, deleted.id)).statusCode).toBe(200);
    expect((await getUserAudit(t.app, admin.accessToken, randomUUID())).statusCode).toBe(404);
  });

  it('answers 401 anonymous and 403 to users; moderators read it (read-only User Details)', async () => {
    const target = await buildUser(t.db);
    expect((await getUserAudit(t.app, undefined, target.id)).statusCode).toBe(401);
    const user = await signedInAs(t.app, t.db, 'user');
    expect((await getUserAudit(t.app, user.accessToken, target.id)).statusCode).toBe(403);
    const moderator = await signedInAs(t.app, t.db, 'moderator');
    expect((await getUserAudit(t.app, moderator.accessToken, target.id)).statusCode).toBe(200);
  });
});
