import type * as oidc from 'openid-client';
import { configurationFromDocument, discoverProvider } from './oidc-relying-party';
import type { OidcClientSettings, OidcReachPolicy } from './oidc-relying-party';

/** How long a provider's discovery document is reused before it is fetched again. */
export const DISCOVERY_DOCUMENT_TTL_MS = 10 * 60 * 1000;

/**
 * Providers' configurations with their discovery documents kept per issuer for a short while, so a sign-in
 * (start and completion) does not fetch the document each time. One per process.
 */
export interface ProviderDiscovery {
  /** The configuration, from the issuer's document fetched within the TTL when there is one. */
  configure(settings: OidcClientSettings, policy: OidcReachPolicy): Promise<oidc.Configuration>;
  /** Fetches the issuer's document now and keeps it: an owner saving settings sees the provider as it is. */
  refresh(settings: OidcClientSettings, policy: OidcReachPolicy): Promise<oidc.Configuration>;
  /** Drops the issuer's document, so the next sign-in fetches it (after a failed exchange). */
  forget(issuerUrl: string): void;
}

interface CachedDocument {
  document: oidc.ServerMetadata;
  fetchedAt: number;
}

export function createProviderDiscovery(options: {
  now: () => Date;
  ttlMs?: number;
}): ProviderDiscovery {
  const ttlMs = options.ttlMs ?? DISCOVERY_DOCUMENT_TTL_MS;
  const documents = new Map<string, CachedDocument>();

  const refresh: ProviderDiscovery['refresh'] = async (settings, policy) => {
    const config = await discoverProvider(settings, policy);
    documents.set(settings.issuerUrl, {
      document: config.serverMetadata(),
      fetchedAt: options.now().getTime(),
    });
    return config;
  };

  return {
    refresh,
    async configure(settings, policy) {
      const cached = documents.get(settings.issuerUrl);
      if (cached && options.now().getTime() - cached.fetchedAt < ttlMs)
        return configurationFromDocument(cached.document, settings, policy);
      return refresh(settings, policy);
    },
    forget(issuerUrl) {
      documents.delete(issuerUrl);
    },
  };
}
