import { matchSchema } from '@sanctions/contracts';
import type { Match } from '@sanctions/contracts';

/** A contract-valid match modelled on a real UN listing; fields can be overridden per test. */
export function buildTestMatch(
  entry: Partial<Match['sanctionEntry']> = {},
  confidence = 92,
): Match {
  return matchSchema.parse({
    sanctionEntry: {
      sanctionList: 'un',
      sourceId: 'QDi.006',
      listSource: 'UN Consolidated List',
      fullName: 'AYMAN MUHAMMED RABI AL-ZAWAHIRI',
      firstName: 'AYMAN',
      lastName: 'AL-ZAWAHIRI',
      arabicName: 'أيمن محمد ربيع الظواهري',
      nationality: 'Egypt',
      dateOfBirth: '1951-06-19',
      additionalInfo: 'Type: Individual\nAliases: Ahmad Fuad Salim; Abu Mohammed',
      isActive: true,
      lastUpdated: '2024-01-02',
      ...entry,
    },
    confidence,
    riskLevel: confidence >= 90 ? 'high' : confidence >= 80 ? 'medium' : 'low',
    status: 'active_sanction',
    matchType: 'exact',
    matchedName: 'AYMAN MUHAMMED RABI AL-ZAWAHIRI',
    matchedNameKind: 'primary',
    aiAnalysis: 'Exact match on all name tokens.',
    analysis: { en: 'Exact match on all name tokens.', ar: 'تطابق تام في جميع أجزاء الاسم.' },
    explanation: {
      tokens: [{ query: 'ayman', matched: 'ayman', rule: 'exact', similarity: 1, weight: 1.2 }],
      evidence: [],
    },
  });
}
