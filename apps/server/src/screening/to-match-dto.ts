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
    explanation: {
      tokens: match.tokens.map((t) => ({ ...t, similarity: clamp01(t.similarity) })),
      evidence: match.evidence.map((e) => ({ ...e })),
    },
  };
}

/** Guards the contract's [0, 1] range against floating-point overshoot. */
function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}
