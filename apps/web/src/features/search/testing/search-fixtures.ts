import { searchResponseSchema } from '@sanctions/contracts';
import type { Match, SearchResponse } from '@sanctions/contracts';

/** A UN listing as the server maps it (labelled additionalInfo lines, bilingual analysis). */
export const ZAWAHIRI_MATCH = {
  sanctionEntry: {
    sanctionList: 'un',
    sourceId: 'QDi.006',
    listSource: 'UN Consolidated List',
    fullName: 'AYMAN MUHAMMED RABI AL-ZAWAHIRI',
    firstName: 'AYMAN',
    lastName: 'AL-ZAWAHIRI',
    arabicName: 'أيمن محمد ربيع الظواهري',
    nationality: 'EGY',
    dateOfBirth: '1951-06-19',
    additionalInfo: [
      'Type: Individual',
      'Aliases: Ahmad Fuad Salim; Abu Mohammed',
      'Place of Birth: Giza, Egypt',
      'Passport: 1084010 (Egypt)',
      'Programmes: QDi',
      'Listed On: 2001-01-25',
      'Remarks: Reportedly deceased in 2022.',
    ].join('\n'),
    isActive: true,
    lastUpdated: '2024-01-02',
  },
  confidence: 96,
  riskLevel: 'high',
  status: 'active_sanction',
  matchType: 'exact',
  matchedName: 'AYMAN MUHAMMED RABI AL-ZAWAHIRI',
  matchedNameKind: 'primary',
  aiAnalysis: 'Exact match on the listed primary name.',
  analysis: {
    en: 'Exact match on the listed primary name.',
    ar: 'تطابق تام مع الاسم الأساسي المدرج.',
  },
  explanation: {
    tokens: [
      { query: 'ayman', matched: 'ayman', rule: 'exact', similarity: 1, weight: 1.1 },
      { query: 'zawahiri', matched: 'al-zawahiri', rule: 'variant', similarity: 0.95, weight: 2.4 },
    ],
    evidence: [
      {
        kind: 'dateOfBirth',
        outcome: 'agree',
        adjustment: 0.05,
        detail: '1951-06-19 = 1951-06-19',
      },
    ],
  },
} satisfies Match;

/** A weaker OFAC match, for the colour bands and the status column. */
export const REVIEW_MATCH = {
  ...ZAWAHIRI_MATCH,
  sanctionEntry: {
    ...ZAWAHIRI_MATCH.sanctionEntry,
    sanctionList: 'ofac',
    sourceId: '6366',
    listSource: 'OFAC SDN',
    fullName: 'AL-ZAWAHIRI, Muhammad',
    arabicName: '',
    nationality: '',
    dateOfBirth: null,
    additionalInfo: '',
  },
  confidence: 65,
  riskLevel: 'low',
  status: 'review_required',
  matchType: 'fuzzy',
  matchedName: 'AL-ZAWAHIRI, Muhammad',
} satisfies Match;

/** A contract-valid POST /api/v2/search reply. */
export function buildSearchReply(matches: Match[], searchTime = 0.042): SearchResponse {
  return searchResponseSchema.parse({
    success: true,
    data: {
      searchId: '0d6f1f2e-3a4b-4c5d-8e9f-001122334455',
      totalMatches: matches.length,
      matches,
      searchTime,
      query: {
        firstName: 'Ayman',
        lastName: 'Zawahiri',
        arabicName: '',
        searchType: 'fuzzy',
        sanctionLists: 'all',
      },
    },
    meta: {
      searchTime,
      aiEnhanced: false,
      algorithm: 'name-v1',
      listVersions: [{ sanctionList: 'un', listSource: 'UN Consolidated List', versionId: 3 }],
    },
  });
}

export const USAGE_REPLY = {
  success: true,
  data: {
    usage: { today: 3, thisMonth: 12, dailyLimit: 10, monthlyLimit: 100, totalSearches: 40 },
    topSearches: [],
  },
};
