import { eq } from 'drizzle-orm';
import type { SsoDefaultRole } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import {
  organizationSsoDomains,
  organizationSsoProviders,
} from '../../../db/schema/single-sign-on';

/** An organisation's identity provider as sign-in uses it (the client secret still sealed). */
export interface SsoProvider {
  organizationId: string;
  issuerUrl: string;
  clientId: string;
  sealedClientSecret: string;
  defaultRole: SsoDefaultRole;
  requireSso: boolean;
  domains: string[];
}

/** The domain part of an address, lower-cased; '' when there is none. */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

/** The provider of an organisation, with every domain it serves; undefined when none is configured. */
export async function findSsoProviderOfOrganization(
  db: DbOrTx,
  organizationId: string,
): Promise<SsoProvider | undefined> {
  const [provider] = await db
    .select()
    .from(organizationSsoProviders)
    .where(eq(organizationSsoProviders.organizationId, organizationId))
    .limit(1);
  if (!provider) return undefined;
  const domains = await db
    .select({ domain: organizationSsoDomains.domain })
    .from(organizationSsoDomains)
    .where(eq(organizationSsoDomains.organizationId, organizationId));
  return {
    organizationId,
    issuerUrl: provider.issuerUrl,
    clientId: provider.clientId,
    sealedClientSecret: provider.clientSecret,
    defaultRole: provider.defaultRole,
    requireSso: provider.requireSso,
    domains: domains.map((row) => row.domain),
  };
}

/** The provider serving an address's domain, if any organisation claimed it. */
export async function findSsoProviderForEmail(
  db: DbOrTx,
  email: string,
): Promise<SsoProvider | undefined> {
  const domain = emailDomain(email);
  if (domain === '') return undefined;
  const [claim] = await db
    .select({ organizationId: organizationSsoDomains.organizationId })
    .from(organizationSsoDomains)
    .where(eq(organizationSsoDomains.domain, domain))
    .limit(1);
  return claim ? findSsoProviderOfOrganization(db, claim.organizationId) : undefined;
}
