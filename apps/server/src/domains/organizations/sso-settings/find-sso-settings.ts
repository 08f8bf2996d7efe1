import { asc, eq } from 'drizzle-orm';
import type { SsoSettings } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import {
  organizationSsoDomains,
  organizationSsoProviders,
} from '../../../db/schema/single-sign-on';

/** The organisation's single sign-on as its owners see it (never the secret), or null. */
export async function findSsoSettings(
  db: DbOrTx,
  organizationId: string,
  redirectUri: string,
): Promise<SsoSettings | null> {
  const [provider] = await db
    .select()
    .from(organizationSsoProviders)
    .where(eq(organizationSsoProviders.organizationId, organizationId))
    .limit(1);
  if (!provider) return null;
  const domains = await db
    .select({ domain: organizationSsoDomains.domain })
    .from(organizationSsoDomains)
    .where(eq(organizationSsoDomains.organizationId, organizationId))
    .orderBy(asc(organizationSsoDomains.domain));
  return {
    issuerUrl: provider.issuerUrl,
    clientId: provider.clientId,
    hasClientSecret: provider.clientSecret !== '',
    domains: domains.map((row) => row.domain),
    defaultRole: provider.defaultRole,
    requireSso: provider.requireSso,
    redirectUri,
    updatedAt: provider.updatedAt.toISOString(),
  };
}
