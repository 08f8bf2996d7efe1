import { matchSchema } from '@sanctions/contracts';
import type {
  Match,
  ScreeningHistoryData,
  ScreeningHistoryItem,
  SearchEvidence,
  SearchReproduction,
} from '@sanctions/contracts';

export const STORED_ID = '7f3c1a52-1b1e-4a7e-9d51-0c2f6a0b9e11';
export const CLEAR_ID = '0b6c7d1e-2f3a-4b5c-8d9e-0f1a2b3c4d5e';

/** A contract-valid match modelled on a real UN listing. */
export function buildStoredMatch(): Match {
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
      additionalInfo: 'Type: Individual',
      isActive: true,
      lastUpdated: '2024-01-02',
    },
    confidence: 96,
    riskLevel: 'high',
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

function historyItem(overrides: Partial<ScreeningHistoryItem>): ScreeningHistoryItem {
  return {
    id: STORED_ID,
    createdAt: '2026-11-20T09:15:00.000Z',
    firstName: 'Ayman',
    lastName: 'Zawahiri',
    arabicName: '',
    dateOfBirth: null,
    nationality: null,
    searchType: 'fuzzy',
    sanctionLists: 'all',
    matchesFound: 3,
    topRisk: 'high',
    topConfidence: 96,
    user: { id: 'u-1', name: 'Dana Analyst' },
    listVersionCount: 4,
    algorithmVersion: 'name-v3',
    ...overrides,
  };
}

/** Two searches: one with matches, one clear; organisation scope with two members. */
export function buildHistoryData(
  overrides: Partial<ScreeningHistoryData> = {},
): ScreeningHistoryData {
  return {
    searches: [
      historyItem({}),
      historyItem({
        id: CLEAR_ID,
        createdAt: '2026-11-19T08:00:00.000Z',
        firstName: '',
        lastName: '',
        arabicName: 'سامي الحداد',
        matchesFound: 0,
        topRisk: null,
        topConfidence: null,
        sanctionLists: 'ofac',
        user: { id: 'u-2', name: 'Omar Owner' },
      }),
    ],
    total: 2,
    page: 1,
    pageSize: 20,
    scope: 'organization',
    members: [
      { id: 'u-1', name: 'Dana Analyst' },
      { id: 'u-2', name: 'Omar Owner' },
    ],
    ...overrides,
  };
}

export function buildEvidence(): SearchEvidence {
  return {
    searchId: STORED_ID,
    searchedAt: '2026-11-20T09:15:00.000Z',
    searchedBy: { id: 'u-1', email: 'dana@example.com', firstName: 'Dana', lastName: 'Analyst' },
    organizationId: 'o-1',
    query: {
      firstName: 'Ayman',
      lastName: 'Zawahiri',
      arabicName: '',
      searchType: 'fuzzy',
      sanctionLists: 'all',
    },
    result: { totalMatches: 1, matches: [buildStoredMatch()], searchTime: 0.012 },
    algorithm: 'name-v3',
    listVersions: [
      {
        sanctionList: 'un',
        listSource: 'UN Consolidated List',
        versionId: 'v-un-1',
        publishedAt: '2026-11-18T00:00:00.000Z',
      },
    ],
    aiEnhanced: false,
  };
}

export function buildReproduction(): SearchReproduction {
  return {
    searchId: STORED_ID,
    identical: false,
    sameAlgorithm: true,
    sameListVersions: false,
    stored: { algorithm: 'name-v3', listVersions: [], totalMatches: 1 },
    current: { algorithm: 'name-v3', listVersions: [], totalMatches: 2 },
    differences: { added: ['ofac:12345'], removed: [], changed: ['un:QDi.006'] },
  };
}
