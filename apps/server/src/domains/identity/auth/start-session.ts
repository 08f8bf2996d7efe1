import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema/users';
import { recordAudit } from '../../administration';
import type { SessionStarter } from '../sessions/session-starter';
import { isTwoFactorEnabled, toSessionUser } from '../sessions/session-user';
import { isTwoFactorRequiredFor } from '../two-factor/two-factor-requirement';
import { readRequestMeta } from './request-meta';
import { issueSession } from './session.service';
import { refuseSignInAddress } from './sign-in-address-refusal';

/**
 * A session for an account a single-use link has just created (issue 23 §5: accepting an invitation signs
 * the new member in): the same token pair and session family as a password sign-in, `last_login_at` set,
 * and a `login` audit row saying how. Only for accounts without a second factor, which a new account is;
 * a requirement of the organisation then leads them through set-up like any sign-in. An address outside
 * an IP allow-list binding the account gets no session (403, audited).
 */
export function createSessionStarter(app: FastifyInstance): SessionStarter {
  return async (request, userId, via) => {
    const now = app.clock.now();
    const meta = readRequestMeta(request);
    const [subject] = await app.db
      .select({ organizationId: users.organizationId, role: users.role })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!subject) throw new Error('Session for an account that does not exist');
    const refusal = await refuseSignInAddress(app.db, { userId, ...subject }, meta, now, via);
    if (refusal) throw refusal;
    return app.db.transaction(async (tx) => {
      const [account] = await tx
        .update(users)
        .set({ lastLoginAt: now })
        .where(eq(users.id, userId))
        .returning();
      if (!account) throw new Error('Session for an account that does not exist');
      const session = await issueSession(
        { db: app.db, key: app.authKey, now: () => now, secretBox: app.secretBox },
        tx,
        account,
        meta,
      );
      await recordAudit(tx, {
        userId,
        organizationId: account.organizationId,
        action: 'login',
        details: { sessionId: session.sessionId, via, deviceFingerprint: meta.deviceFingerprint },
        ip: meta.ip,
        userAgent: meta.userAgent,
        at: now,
      });
      return {
        tokens: session.tokens,
        user: toSessionUser(
          account,
          await isTwoFactorEnabled(tx, userId),
          await isTwoFactorRequiredFor(tx, userId),
        ),
      };
    });
  };
}
