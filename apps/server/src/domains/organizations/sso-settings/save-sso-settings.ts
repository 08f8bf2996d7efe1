import { and, eq, inArray, ne, notInArray } from 'drizzle-orm';
import type { SsoSettingsBody } from '@sanctions/contracts';
import type { Db } from '../../../db/client';
import {
  organizationSsoDomains,
  organizationSsoProviders,
} from '../../../db/schema/single-sign-on';
import { recordAudit } from '../../administration';
import { isIssuerUrlAllowed } from '../../../lib/oidc/oidc-relying-party';
import type { ProviderDiscovery } from '../../../lib/oidc/provider-discovery';
import type { OidcReachPolicy } from '../../../lib/oidc/oidc-relying-party';
import { lockOrganization } from '../shared/lock-organization';
import type { RequestOrigin } from '../../../lib/request-origin';
import type { SecretBox } from '../../../lib/secret-box/secret-box';
import {
  openSsoClientSecret,
  sealSsoClientSecret,
} from '../../../lib/secret-box/sso-client-secret';
import { isUniqueViolation } from '../../../lib/unique-violation';
import { findDomainProof } from './domain-proof';
import { isPublicEmailDomain } from './public-email-domains';
import { ssoSettingsRefusal } from './sso-settings-refusal';

export interface SsoSettingsDeps {
  db: Db;
  secretBox: SecretBox;
  policy: OidcReachPolicy;
  /** Refreshed on save: sign-ins then use the document the owner's save just fetched. */
  discovery: ProviderDiscovery;
  now: () => Date;
}

export interface SaveSsoSettings {
  organizationId: string;
  ownerId: string;
  body: SsoSettingsBody;
  origin: RequestOrigin;
}

/** The domains' proofs: 409 for one another organisation holds, 400 for a public or unproven one. */
async function proveDomains(
  db: Db,
  organizationId: string,
  domains: string[],
): Promise<Map<string, string>> {
  const proofs = new Map<string, string>();
  const claimed = await db
    .select({ domain: organizationSsoDomains.domain })
    .from(organizationSsoDomains)
    .where(
      and(
        inArray(organizationSsoDomains.domain, domains),
        ne(organizationSsoDomains.organizationId, organizationId),
      ),
    );
  for (const domain of domains) {
    if (isPublicEmailDomain(domain))
      throw ssoSettingsRefusal('VALIDATION_FAILED', 'sso.domainPublic', 'domains', { domain });
    if (claimed.some((row) => row.domain === domain))
      throw ssoSettingsRefusal('CONFLICT', 'sso.domainClaimed', 'domains', { domain });
    const owner = await findDomainProof(db, organizationId, domain);
    if (owner === null)
      throw ssoSettingsRefusal('VALIDATION_FAILED', 'sso.domainUnproven', 'domains', { domain });
    proofs.set(domain, owner);
  }
  return proofs;
}

/**
 * Saves the organisation's provider: the issuer must answer its discovery document (checked now, so a
 * typo is caught by the owner, not by members at sign-in), the secret is sealed (kept when the body
 * leaves it out), and each domain must be proven and unclaimed. Audited as `sso_settings_changed`
 * (never with the secret).
 */
export async function saveSsoSettings(
  deps: SsoSettingsDeps,
  input: SaveSsoSettings,
): Promise<void> {
  const { db, secretBox } = deps;
  const { organizationId, body } = input;
  const now = deps.now();
  if (!isIssuerUrlAllowed(body.issuerUrl, deps.policy))
    throw ssoSettingsRefusal('VALIDATION_FAILED', 'sso.issuerInvalid', 'issuerUrl');
  const [existing] = await db
    .select()
    .from(organizationSsoProviders)
    .where(eq(organizationSsoProviders.organizationId, organizationId))
    .limit(1);
  const clientSecret =
    body.clientSecret ??
    (existing ? openSsoClientSecret(secretBox, organizationId, existing.clientSecret) : undefined);
  if (clientSecret === undefined)
    throw ssoSettingsRefusal('VALIDATION_FAILED', 'sso.secretRequired', 'clientSecret');
  try {
    await deps.discovery.refresh(
      { issuerUrl: body.issuerUrl, clientId: body.clientId, clientSecret },
      deps.policy,
    );
  } catch {
    throw ssoSettingsRefusal('VALIDATION_FAILED', 'sso.issuerInvalid', 'issuerUrl');
  }
  const proofs = await proveDomains(db, organizationId, body.domains);

  try {
    await db.transaction(async (tx) => {
      await lockOrganization(tx, organizationId);
      const values = {
        issuerUrl: body.issuerUrl,
        clientId: body.clientId,
        clientSecret: sealSsoClientSecret(secretBox, organizationId, clientSecret),
        defaultRole: body.defaultRole,
        requireSso: body.requireSso,
        updatedBy: input.ownerId,
        updatedAt: now,
      };
      await tx
        .insert(organizationSsoProviders)
        .values({ organizationId, ...values, createdAt: now })
        .onConflictDoUpdate({ target: organizationSsoProviders.organizationId, set: values });
      await tx
        .delete(organizationSsoDomains)
        .where(
          and(
            eq(organizationSsoDomains.organizationId, organizationId),
            notInArray(organizationSsoDomains.domain, body.domains),
          ),
        );
      await tx
        .insert(organizationSsoDomains)
        .values(
          body.domains.map((domain) => ({
            domain,
            organizationId,
            provedBy: proofs.get(domain) ?? null,
            createdAt: now,
          })),
        )
        // Only this organisation's own rows can conflict here: another's was refused above, and one
        // claimed since then fails the primary key instead (409 below).
        .onConflictDoNothing({ target: organizationSsoDomains.domain });
      const [kept] = await tx
        .select({ organizationId: organizationSsoDomains.organizationId })
        .from(organizationSsoDomains)
        .where(
          and(
            inArray(organizationSsoDomains.domain, body.domains),
            ne(organizationSsoDomains.organizationId, organizationId),
          ),
        )
        .limit(1);
      if (kept) throw ssoSettingsRefusal('CONFLICT', 'sso.domainClaimed', 'domains');
      await recordAudit(tx, {
        userId: input.ownerId,
        actorId: input.ownerId,
        organizationId,
        action: 'sso_settings_changed',
        details: {
          issuerUrl: body.issuerUrl,
          clientId: body.clientId,
          domains: body.domains,
          defaultRole: body.defaultRole,
          requireSso: body.requireSso,
          secretChanged: body.clientSecret !== undefined,
          before: existing
            ? { issuerUrl: existing.issuerUrl, requireSso: existing.requireSso }
            : null,
        },
        ip: input.origin.ip,
        userAgent: input.origin.userAgent,
        at: now,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw ssoSettingsRefusal('CONFLICT', 'sso.domainClaimed', 'domains');
    throw error;
  }
}
