import {
  PLAN_FEATURE_KEYS,
  bulkJobSchema,
  bulkPreviewSchema,
  bulkRowSchema,
  matchSchema,
  organizationDetailsSchema,
} from '@sanctions/contracts';
import type { BulkJob, BulkPreview, BulkRow, Match } from '@sanctions/contracts';
import { THRELKELD_WATCHLIST_MATCH } from '@test/screening/search/search-fixtures';

export const JOB_ID = '0b9f3c1e-7d2a-4c55-9a1e-3f6d2b8c4e71';

export const UN_MATCH: Match = matchSchema.parse({
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
  aiAnalysis: 'Exact match on the listed primary name.',
  analysis: {
    en: 'Exact match on the listed primary name.',
    ar: 'تطابق تام مع الاسم الأساسي المدرج.',
  },
  explanation: { tokens: [], evidence: [] },
});

export const PREVIEW: BulkPreview = bulkPreviewSchema.parse({
  fileName: 'customers.xlsx',
  format: 'xlsx',
  columns: ['Customer ID', 'Given', 'Surname', 'Notes'],
  suggestedMapping: { 'Customer ID': 'reference', Given: 'firstName', Surname: 'lastName' },
  unmappedFields: ['arabicName', 'dateOfBirth', 'nationality', 'entityType'],
  totalRows: 4,
  sampleRows: [
    { 'Customer ID': 'C-1', Given: 'Ayman', Surname: 'al-Zawahiri', Notes: 'vip' },
    { 'Customer ID': 'C-2', Given: 'Jane', Surname: 'Doe', Notes: '' },
  ],
});

export function buildJob(overrides: Partial<BulkJob> = {}): BulkJob {
  return bulkJobSchema.parse({
    jobId: JOB_ID,
    fileName: 'customers.xlsx',
    status: 'completed',
    searchType: 'fuzzy',
    sanctionLists: 'all',
    minConfidence: 70,
    totalRows: 3,
    processedRows: 3,
    invalidRows: 1,
    clearRows: 2,
    errorRows: 0,
    hits: { high: 1, medium: 0, low: 0 },
    rowsPerSecond: 120.5,
    secondsRemaining: null,
    errorMessage: null,
    algorithmVersion: 'v3',
    createdAt: '2026-11-25T10:00:00.000Z',
    startedAt: '2026-11-25T10:00:01.000Z',
    completedAt: '2026-11-25T10:00:02.000Z',
    ...overrides,
  });
}

export function buildRow(overrides: Partial<BulkRow> = {}): BulkRow {
  return bulkRowSchema.parse({
    rowNumber: 1,
    lineNumber: 2,
    reference: 'C-1',
    firstName: 'Ayman',
    lastName: 'al-Zawahiri',
    arabicName: '',
    dateOfBirth: null,
    nationality: null,
    entityType: '',
    status: 'hit',
    invalidReason: null,
    matchesFound: 1,
    topConfidence: 96,
    riskLevel: 'high',
    matchType: 'exact',
    matches: [UN_MATCH],
    ...overrides,
  });
}

export const HIT_ROW = buildRow();
export const CLEAR_ROW = buildRow({
  rowNumber: 2,
  lineNumber: 3,
  reference: 'C-2',
  firstName: 'Jane',
  lastName: 'Doe',
  status: 'clear',
  matchesFound: 0,
  topConfidence: null,
  riskLevel: null,
  matchType: null,
  matches: [],
});
export const INVALID_ROW = buildRow({
  rowNumber: 4,
  lineNumber: 5,
  reference: 'C-4',
  firstName: '',
  lastName: '',
  status: 'invalid',
  invalidReason: 'At least one name field must be provided',
  matchesFound: 0,
  topConfidence: null,
  riskLevel: null,
  matchType: null,
  matches: [],
});

/** A row on no official list but on the organisation's own watchlist (ADR 042): a hit by that alone. */
export const WATCHLIST_ROW = buildRow({
  rowNumber: 3,
  lineNumber: 4,
  reference: 'C-3',
  firstName: 'Quentin Marlowe',
  lastName: 'Vasquez-Threlkeld',
  matchesFound: 0,
  topConfidence: 100,
  riskLevel: 'high',
  matchType: 'exact',
  matches: [],
  watchlistMatches: [THRELKELD_WATCHLIST_MATCH],
});

export const ORGANIZATION_ID = '6a1f0c2e-9b3d-4e5f-8a7b-2c1d0e9f8a01';

/** An organisation on a Basic plan with or without bulk screening. */
export function organizationDetailsWith({ bulkScreening }: { bulkScreening: boolean }) {
  return organizationDetailsSchema.parse({
    organization: {
      id: ORGANIZATION_ID,
      name: 'Levant Exchange LLC',
      displayName: 'Levant Exchange',
      description: '',
      industry: 'finance',
      contactEmail: 'compliance@levant.example',
      contactPhone: '',
      website: '',
      taxId: null,
      address: { street: '', city: 'Amman', state: '', country: 'Jordan', zipCode: '' },
      status: 'approved',
      requireTwoFactor: false,
      createdAt: '2026-01-10T09:00:00.000Z',
    },
    subscription: null,
    plan: {
      id: '0b6f7a1e-3c2d-4f5a-8b9c-1d2e3f4a5b02',
      name: 'basic',
      displayName: 'Basic',
      description: 'For small teams',
      monthlyPrice: 9_900,
      yearlyPrice: 99_000,
      additionalCheckPrice: 10,
      features: Object.fromEntries(
        PLAN_FEATURE_KEYS.map((key) => [key, key === 'bulkScreening' ? bulkScreening : true]),
      ),
      highlights: { en: [], ar: [] },
      isCustom: false,
    },
    usage: {
      usage: { currentUsers: 1, monthlySearches: 0, monthlyApiCalls: 0 },
      limits: { maxUsers: 5, maxSearchesPerMonth: 500, maxApiCalls: null },
      period: { start: '2026-11-01', end: '2026-12-01' },
    },
    viewer: { organizationRole: 'member', canManage: false },
  });
}
