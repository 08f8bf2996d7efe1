import { createHash } from 'node:crypto';
import type { SearchEvidence } from '@sanctions/contracts';

/** What a certificate vouches for (ADR 023): the stored screening, not who may read it or later notes. */
export interface CertifiedEvidence {
  evidence: SearchEvidence;
  /** The screener's account id when the certificate was issued. */
  screenedBy: string | null;
  /** The threshold and result cap the search ran with. */
  engineOptions: { minConfidence: number; maxResults: number };
}

/**
 * The canonical serialisation of the certified evidence: JSON with object keys sorted at every depth and
 * undefined members left out, so the same stored record always gives the same bytes whatever order the
 * database returns jsonb keys in. Versioned: a change of content needs a new `v` (old hashes stay valid).
 */
export function canonicalEvidence({
  evidence,
  screenedBy,
  engineOptions,
}: CertifiedEvidence): string {
  return canonicalJson({
    v: 1,
    searchId: evidence.searchId,
    searchedAt: evidence.searchedAt,
    screenedBy,
    organizationId: evidence.organizationId,
    query: evidence.query,
    algorithm: evidence.algorithm,
    threshold: engineOptions.minConfidence,
    maxResults: engineOptions.maxResults,
    listVersions: evidence.listVersions,
    // Only when PEP was screened, so the hash of every earlier certificate is unchanged.
    ...(evidence.pepSourceVersions === undefined
      ? {}
      : { pepSourceVersions: evidence.pepSourceVersions }),
    aiEnhanced: evidence.aiEnhanced,
    result: { totalMatches: evidence.result.totalMatches, matches: evidence.result.matches },
  });
}

/** SHA-256 (hex) of the canonical serialisation. */
export function hashEvidence(certified: CertifiedEvidence): string {
  return createHash('sha256').update(canonicalEvidence(certified), 'utf8').digest('hex');
}

/** JSON with sorted keys; exported for its table test. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) {
    const member: unknown = Reflect.get(value, key);
    if (member !== undefined) sorted[key] = sortKeys(member);
  }
  return sorted;
}
