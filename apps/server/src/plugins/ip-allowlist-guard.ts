import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionUser } from '@sanctions/contracts';
import { addressRefusal } from '../lib/ip-ranges/address-refusal';
import { recordAudit } from '../domains/administration';
import { findRefusingAllowlist } from '../lib/ip-ranges/find-refusing-allowlist';

/**
 * Refuses a session or API key used from an address outside a list that binds its user (issue 27 §2):
 * 403 with `ipAllowlist.refused` (`ipAllowlist.refusedStaff` for the staff list) and an `ip_refused`
 * audit row. `request.ip` follows TRUST_PROXY.
 */
export async function assertAddressAllowed(
  app: FastifyInstance,
  request: FastifyRequest,
  user: SessionUser,
  via: 'session' | 'api_key',
): Promise<void> {
  const scope = await findRefusingAllowlist(app.db, user, request.ip);
  if (scope === null) return;
  await recordAudit(app.db, {
    userId: user.id,
    organizationId: scope === 'organization' ? user.organizationId : null,
    action: 'ip_refused',
    success: false,
    details: {
      via,
      scope,
      route: `${request.method} ${request.routeOptions.url ?? ''}`,
    },
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
    at: app.clock.now(),
  });
  throw addressRefusal(scope, request.ip);
}
