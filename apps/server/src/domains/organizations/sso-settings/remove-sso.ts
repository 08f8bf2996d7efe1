import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  organizationSsoDomains,
  organizationSsoProviders,
} from '../../../db/schema/single-sign-on';
import { AppError } from '../../../lib/app-error';
import { recordAudit } from '../../administration';
import type { RequestOrigin } from '../../../lib/request-origin';

const DOMAIN_NOT_FOUND = 'Single sign-on domain not found';

interface Removal {
  organizationId: string;
  ownerId: string;
  origin: RequestOrigin;
  now: Date;
}

/** Turns single sign-on off: the provider and its domains go; members sign in with passwords again. */
export async function removeSso(db: Db, removal: Removal): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(organizationSsoProviders)
      .where(eq(organizationSsoProviders.organizationId, removal.organizationId))
      .returning({ id: organizationSsoProviders.id });
    await tx
      .delete(organizationSsoDomains)
      .where(eq(organizationSsoDomains.organizationId, removal.organizationId));
    if (deleted.length === 0) return;
    await recordAudit(tx, {
      userId: removal.ownerId,
      actorId: removal.ownerId,
      organizationId: removal.organizationId,
      action: 'sso_settings_removed',
      ip: removal.origin.ip,
      userAgent: removal.origin.userAgent,
      at: removal.now,
    });
  });
}

/**
 * Releases one domain of the organisation (another organisation may then claim it). A domain the
 * organisation does not hold, another organisation's included, is 404.
 */
export async function removeSsoDomain(db: Db, removal: Removal, domain: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [released] = await tx
      .delete(organizationSsoDomains)
      .where(
        and(
          eq(organizationSsoDomains.domain, domain.toLowerCase()),
          eq(organizationSsoDomains.organizationId, removal.organizationId),
        ),
      )
      .returning({ domain: organizationSsoDomains.domain });
    if (!released) throw new AppError('NOT_FOUND', DOMAIN_NOT_FOUND);
    await recordAudit(tx, {
      userId: removal.ownerId,
      actorId: removal.ownerId,
      organizationId: removal.organizationId,
      action: 'sso_domain_removed',
      details: { domain: released.domain },
      ip: removal.origin.ip,
      userAgent: removal.origin.userAgent,
      at: removal.now,
    });
  });
}
