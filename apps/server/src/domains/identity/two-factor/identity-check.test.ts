import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REAUTH_THROTTLE } from '@sanctions/contracts';
import { createTestClock } from '../../../../test/build-app';
import { useTestApp } from '../../../../test/use-test-app';
import { auditLogs, userTwoFactor } from '../../../db/schema/users';
import {
  call,
  enableTwoFactorInDb,
  failure,
  signedInUser,
  totpAt,
} from '../../../../test/account-test-support';
import { REAUTH_FAILED_ACTION } from './identity-check';

const PARALLEL = 40;

describe('confirmation throttle under concurrent attempts', () => {
  const clock = createTestClock(new Date('2026-06-01T12:00:00.000Z'));
  const t = useTestApp({ clock });

  const failuresOf = async (userId: string) =>
    (
      await t.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.userId, userId), eq(auditLogs.action, REAUTH_FAILED_ACTION)))
    ).length;

  it('checks exactly 5 of 40 simultaneous wrong codes on POST /api/v2/auth/2fa/disable; then even the right code gets 429', async () => {
    const { user, token } = await signedInUser(t.app, t.db);
    const secret = await enableTwoFactorInDb(t.db, user.id);
    const disable = (code: string) =>
      call(t.app, 'POST', '/api/v2/auth/2fa/disable', {
        token,
        payload: { password: user.plainPassword, code },
      });

    const replies = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => disable(String(100_000 + i))),
    );
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(REAUTH_THROTTLE.maxFailures);
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      PARALLEL - REAUTH_THROTTLE.maxFailures,
    );
    expect(await failuresOf(user.id)).toBe(REAUTH_THROTTLE.maxFailures);

    expect(failure(await disable(await totpAt(secret, clock)))).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
    });
    const [row] = await t.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, user.id));
    expect(row?.isEnabled).toBe(true);
  });

  it('checks exactly 5 of 40 simultaneous wrong first codes on POST /api/v2/auth/2fa/verify', async () => {
    const { user, token } = await signedInUser(t.app, t.db);
    const setup = await call(t.app, 'POST', '/api/v2/auth/2fa/setup', {
      token,
      payload: { password: user.plainPassword },
    });
    expect(setup.statusCode, setup.body).toBe(200);

    const replies = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        call(t.app, 'POST', '/api/v2/auth/2fa/verify', {
          token,
          payload: { code: String(200_000 + i) },
        }),
      ),
    );
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(REAUTH_THROTTLE.maxFailures);
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      PARALLEL - REAUTH_THROTTLE.maxFailures,
    );
    expect(await failuresOf(user.id)).toBe(REAUTH_THROTTLE.maxFailures);
  });

  it('checks exactly 5 of 40 simultaneous wrong current passwords on POST /api/v2/user/change-password', async () => {
    const { user, token } = await signedInUser(t.app, t.db);
    const replies = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        call(t.app, 'POST', '/api/v2/user/change-password', {
          token,
          payload: {
            currentPassword: `Wrong-Password-${i}!`,
            newPassword: 'Another-Horse-7!',
            confirmPassword: 'Another-Horse-7!',
          },
        }),
      ),
    );
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(REAUTH_THROTTLE.maxFailures);
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      PARALLEL - REAUTH_THROTTLE.maxFailures,
    );
    expect(await failuresOf(user.id)).toBe(REAUTH_THROTTLE.maxFailures);
  });
});
