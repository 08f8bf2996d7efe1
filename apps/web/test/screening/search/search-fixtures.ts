import { pepMatchSchema, searchResponseSchema, watchlistMatchSchema } from '@sanctions/contracts';
import type { MatchInput, PepMatch, SearchResponse, WatchlistMatch } from '@sanctions/contracts';

/** A UN listing as stored before the structured fields: only the labelled additionalInfo lines. */
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
} satisfies MatchInput;

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
} satisfies MatchInput;

/**
 * The same listing as the server maps it now: structured fields next to the labelled text. The text
 * is deliberately stale (an old passport) so a test can tell which one the dialog reads.
 */
export const STRUCTURED_MATCH = {
  ...ZAWAHIRI_MATCH,
  sanctionEntry: {
    ...ZAWAHIRI_MATCH.sanctionEntry,
    additionalInfo: ['Type: Individual', 'Titles: Doctor', 'Passport: OLD-1 (Egypt)'].join('\n'),
    entityType: 'individual',
    aliases: [
      { name: 'Ahmad Fuad Salim', kind: 'aka', script: 'latin' },
      { name: 'Abu Mohammed', kind: 'fka', script: 'latin' },
      { name: 'أيمن الظواهري', kind: 'aka', script: 'arabic' },
    ],
    birthDates: ['19 Jun. 1951', '1952'],
    birthPlaces: ['Giza, Egypt'],
    nationalities: ['EGY'],
    addresses: ['Afghanistan/Pakistan border region'],
    documents: [
      { type: 'Passport', number: '1084010', country: 'Egypt', note: 'issued 1995-03-01' },
      { type: 'National Identification Number', number: '19820002', country: 'Egypt' },
      { type: 'Tax ID No.', number: 'T-77' },
    ],
    programmes: ['QDi', 'AQ'],
    gender: 'male',
    listedOn: '2001-01-25',
    remarks: 'Reportedly deceased in 2022.',
  },
} satisfies MatchInput;

/** A contract-valid POST /api/v2/search reply. */
export function buildSearchReply(matches: MatchInput[], searchTime = 0.042): SearchResponse {
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

/**
 * A PEP hit as the server maps it from the real CC0 `legislators-current.yaml` (Bioguide G000386),
 * positions shortened to two of his terms (the source names no relatives or associates).
 */
export const GRASSLEY_PEP_MATCH: PepMatch = pepMatchSchema.parse({
  pepEntry: {
    pepSource: 'pep_us_congress',
    sourceId: 'G000386',
    listSource: 'US Congress and Executive (unitedstates/congress-legislators)',
    fullName: 'Chuck Grassley',
    aliases: ['Charles E. Grassley'],
    birthDates: ['1933-09-17'],
    nationalities: ['US'],
    gender: 'male',
    tier: 'national',
    positions: [
      {
        role: 'Member of the US House of Representatives for IA-3',
        body: 'United States House of Representatives',
        country: 'US',
        level: 'national',
        startDate: '1975-01-14',
        endDate: '1981-01-03',
      },
      {
        role: 'US Senator for IA',
        body: 'United States Senate',
        country: 'US',
        level: 'national',
        startDate: '1981-01-05',
        endDate: '2029-01-03',
      },
    ],
    relatives: [],
    associates: [],
  },
  confidence: 100,
  matchedName: 'Charles E. Grassley',
  action: 'enhanced_due_diligence',
  analysis: {
    en: '100% name match with a politically exposed person (national PEP). Apply enhanced due diligence.',
    ar: 'تطابق في الاسم بنسبة 100% مع شخص معرّض سياسياً. يلزم تطبيق العناية الواجبة المعززة.',
  },
});

/** A search reply with sanctions matches and PEP hits apart. */
export function buildSearchReplyWithPeps(
  matches: MatchInput[],
  pepMatches: PepMatch[],
): SearchResponse {
  const reply = buildSearchReply(matches);
  return { ...reply, data: { ...reply.data, pepMatches } };
}

/** A hit on an organisation's own watchlist (ADR 042); an invented party. */
export const THRELKELD_WATCHLIST_MATCH: WatchlistMatch = watchlistMatchSchema.parse({
  watchlist: {
    id: '5b0d3f3e-1b7a-4d55-9a51-2f4f0a7f1c11',
    name: 'Fraud blocklist',
    versionId: 'c6a7e3c1-5f0e-4b8e-8f43-9a3e2c1d0b22',
    version: 2,
  },
  entry: {
    id: 'e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a55',
    line: 2,
    name: 'Quentin Marlowe Vasquez-Threlkeld',
    aliases: ['Q. Threlkeld'],
    dateOfBirth: '1971-03-14',
    nationality: 'Portugal',
    reference: 'INT-001',
    reason: 'Chargeback fraud 2024',
  },
  confidence: 100,
  riskLevel: 'high',
  matchType: 'exact',
  matchedName: 'Quentin Marlowe Vasquez-Threlkeld',
  matchedNameKind: 'primary',
  analysis: { en: 'Exact match of every name part.', ar: 'تطابق تام لكل أجزاء الاسم.' },
  explanation: { tokens: [], evidence: [] },
});

/** A search reply with the given sanctions matches and watchlist hits. */
export function buildSearchReplyWithWatchlistHits(
  matches: MatchInput[],
  watchlistMatches: WatchlistMatch[],
): SearchResponse {
  const reply = buildSearchReply(matches);
  return { ...reply, data: { ...reply.data, watchlistMatches } };
}
