import type { SearchEvidence, SearchMeta, SearchResult } from '@sanctions/contracts';

/** A stored search in the shape the search screen's results card and exports read. */
export interface StoredOutcome {
  result: SearchResult;
  meta: SearchMeta;
}

/** The stored evidence as the result was answered then (same matches, time, lists and algorithm). */
export function toStoredOutcome(evidence: SearchEvidence): StoredOutcome {
  return {
    result: {
      searchId: evidence.searchId,
      totalMatches: evidence.result.totalMatches,
      matches: evidence.result.matches,
      searchTime: evidence.result.searchTime,
      query: evidence.query,
    },
    meta: {
      searchTime: evidence.result.searchTime,
      aiEnhanced: evidence.aiEnhanced,
      algorithm: evidence.algorithm,
      listVersions: evidence.listVersions,
    },
  };
}
