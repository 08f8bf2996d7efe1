import type { Match } from '@sanctions/contracts';
import type { ListEntity, ScreeningMatch } from '@sanctions/screening';
import { toSanctionEntry } from './to-sanction-entry';

/** Maps an engine match to the API/CLI match shape. */
export function toMatchDto(match: ScreeningMatch<ListEntity>): Match {
  return {
    sanctionEntry: toSanctionEntry(match.entity),
    confidence: match.confidence,
    riskLevel: match.riskLevel,
    status: match.status,
    matchType: match.matchType,
    matchedName: match.matchedName.full.trim(),
    matchedNameKind: match.matchedName.kind,
    aiAnalysis: match.analysis.en,
    analysis: { en: match.analysis.en, ar: match.analysis.ar },
    // Field by field, not spread: the search reply is serialised without schema stripping, so nothing
    // outside the contract may reach it.
    explanation: {
      tokens: match.tokens.map((t) => ({
        query: t.query,
        matched: t.matched,
        rule: t.rule,
        similarity: clamp01(t.similarity),
        weight: t.weight,
      })),
      evidence: match.evidence.map((e) => ({
        kind: e.kind,
        outcome: e.outcome,
        adjustment: e.adjustment,
        detail: e.detail,
      })),
    },
  };
}

/** Guards the contract's [0, 1] range against floating-point overshoot. */
function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}
