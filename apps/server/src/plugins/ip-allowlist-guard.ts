import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq, isNull, or } from 'drizzle-orm';
import { IP_ALLOWLIST_MESSAGES, hasRole } from '@sanctions/contracts';
import type { SessionUser } from '@sanctions/contracts';
import { ipAllowlists } from '../db/schema/ip-allowlists';
import { AppError } from '../lib/app-error';
import { recordAudit } from '../domains/administration';
import { isAddressInRanges } from '../lib/ip-ranges/ip-ranges';

/** The lists that bind `user`: their organisation's, and the staff list for moderators and above. */
async function bindingLists(
  app: FastifyInstance,
  user: SessionUser,
): Promise<{ scope: 'organization' | 'staff'; ranges: string[] }[]> {
  const isStaff = hasRole(user.role, 'moderator');
  if (user.organizationId === null && !isStaff) return [];
  const rows = await app.db
    .select({ organizationId: ipAllowlists.organizationId, ranges: ipAllowlists.ranges })
    .from(ipAllowlists)
    .where(
      or(
        user.organizationId === null
          ? undefined
          : eq(ipAllowlists.organizationId, user.organizationId),
        isStaff ? isNull(ipAllowlists.organizationId) : undefined,
      ),
    );
  return rows
    .filter((row) => row.ranges.length > 0)
    .map((row) => ({
      scope: row.organizationId === null ? 'staff' : 'organization',
      ranges: row.ranges,
    }));
}

/**
 * Refuses a session or API key used from an address outside a list that binds its user (issue 27 §2):
 * 403 with `ipAllowlist.refused` and an `ip_refused` audit row. `request.ip` follows TRUST_PROXY.
 */
export async function assertAddressAllowed(
  app: FastifyInstance,
  request: FastifyRequest,
  user: SessionUser,
  via: 'session' | 'api_key',
): Promise<void> {
  const refusing = (await bindingLists(app, user)).find(
    (list) => !isAddressInRanges(request.ip, list.ranges),
  );
  if (!refusing) return;
  await recordAudit(app.db, {
    userId: user.id,
    organizationId: refusing.scope === 'organization' ? user.organizationId : null,
    action: 'ip_refused',
    success: false,
    details: {
      via,
      scope: refusing.scope,
      route: `${request.method} ${request.routeOptions.url ?? ''}`,
    },
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
    at: app.clock.now(),
  });
  throw new AppError('FORBIDDEN', IP_ALLOWLIST_MESSAGES['ipAllowlist.refused'], {
    messageKey: 'ipAllowlist.refused',
    messageParams: { address: request.ip },
  });
}
