import type { WatchlistMatch } from '@sanctions/contracts';
import type { ScreeningMatch } from '@sanctions/screening';
import type { WatchlistEntity } from './to-watchlist-entity';

/** An engine match on a watchlist record as the reply's watchlist hit, named by the list. */
export function toWatchlistMatchDto(match: ScreeningMatch<WatchlistEntity>): WatchlistMatch {
  const { row, watchlist } = match.entity;
  return {
    watchlist: { ...watchlist },
    entry: {
      id: row.id,
      line: row.line,
      name: row.name,
      aliases: [...row.aliases],
      dateOfBirth: row.dateOfBirth,
      nationality: row.nationality,
      reference: row.reference,
      reason: row.reason,
    },
    confidence: match.confidence,
    riskLevel: match.riskLevel,
    matchType: match.matchType,
    matchedName: match.matchedName.full.trim(),
    matchedNameKind: match.matchedName.kind,
    analysis: { en: match.analysis.en, ar: match.analysis.ar },
    explanation: {
      tokens: match.tokens.map((t) => ({
        query: t.query,
        matched: t.matched,
        rule: t.rule,
        similarity: Math.min(1, Math.max(0, t.similarity)),
        weight: t.weight,
      })),
      evidence: match.evidence.map((e) => ({
        kind: e.kind,
        outcome: e.outcome,
        adjustment: e.adjustment,
        detail: e.detail,
        queryValue: e.queryValue,
        listedValue: e.listedValue,
      })),
    },
  };
}
