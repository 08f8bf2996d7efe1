import type {
  BulkJob,
  BulkJobList,
  Match,
  SearchRequestInput,
  SearchResponse,
} from '@sanctions/contracts';

/**
 * Request and response examples of the routes an API key may call, shown by /api/docs. They are plain
 * values typed by the contracts, and a test parses them with the contract schemas, so they cannot drift.
 */

export const SEARCH_REQUEST_EXAMPLE: SearchRequestInput = {
  firstName: 'Saddam',
  lastName: 'Hussein',
  arabicName: 'صدام حسين',
  searchType: 'fuzzy',
  sanctionLists: 'all',
  dateOfBirth: '1937-04-28',
  nationality: 'Iraq',
};

const MATCH_EXAMPLE: Match = {
  sanctionEntry: {
    sanctionList: 'un',
    sourceId: 'IQi.001',
    listSource: 'UN Security Council Consolidated List',
    fullName: 'Saddam Hussein Al-Tikriti',
    firstName: 'Saddam',
    lastName: 'Hussein Al-Tikriti',
    arabicName: 'صدام حسين التكريتي',
    nationality: 'Iraq',
    dateOfBirth: '1937-04-28',
    additionalInfo: '',
    isActive: true,
    lastUpdated: '2026-11-20T00:00:00.000Z',
    entityType: 'individual',
    aliases: [{ name: 'Abu Ali', kind: 'aka', script: 'latin' }],
    birthDates: ['1937-04-28'],
    birthPlaces: ['al-Awja, near Tikrit'],
    nationalities: ['Iraq'],
    addresses: [],
    documents: [],
    programmes: ['IQ'],
  },
  confidence: 96,
  riskLevel: 'high',
  status: 'active_sanction',
  matchType: 'exact',
  matchedName: 'Saddam Hussein Al-Tikriti',
  matchedNameKind: 'primary',
  aiAnalysis: 'Name and date of birth agree with a UN-listed individual.',
  analysis: {
    en: 'Name and date of birth agree with a UN-listed individual.',
    ar: 'الاسم وتاريخ الميلاد يطابقان فرداً مدرجاً في قائمة الأمم المتحدة.',
  },
  explanation: {
    tokens: [
      { query: 'saddam', matched: 'saddam', rule: 'exact', similarity: 1, weight: 1 },
      { query: 'hussein', matched: 'hussein', rule: 'exact', similarity: 1, weight: 1 },
    ],
    evidence: [
      { kind: 'dateOfBirth', outcome: 'agree', adjustment: 4, detail: '1937-04-28 = 1937-04-28' },
    ],
  },
};

export const SEARCH_RESPONSE_EXAMPLE: SearchResponse = {
  success: true,
  data: {
    searchId: '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
    totalMatches: 1,
    matches: [MATCH_EXAMPLE],
    searchTime: 0.012,
    query: {
      firstName: 'Saddam',
      lastName: 'Hussein',
      arabicName: 'صدام حسين',
      searchType: 'fuzzy',
      sanctionLists: 'all',
      dateOfBirth: '1937-04-28',
      nationality: 'Iraq',
    },
  },
  meta: {
    searchTime: 0.012,
    aiEnhanced: false,
    algorithm: 'screening-v3',
    listVersions: [
      {
        sanctionList: 'un',
        listSource: 'UN Security Council Consolidated List',
        versionId: 42,
        importedAt: '2026-11-20T06:00:00.000Z',
      },
    ],
  },
};

export const BULK_JOB_EXAMPLE: BulkJob = {
  jobId: '0b7e4c1a-2d3f-4a5b-9c6d-7e8f9a0b1c2d',
  fileName: 'customers.xlsx',
  status: 'processing',
  searchType: 'fuzzy',
  sanctionLists: 'all',
  minConfidence: 70,
  totalRows: 10_000,
  processedRows: 4_500,
  invalidRows: 3,
  clearRows: 4_460,
  errorRows: 0,
  hits: { high: 4, medium: 11, low: 25 },
  rowsPerSecond: 850,
  secondsRemaining: 7,
  errorMessage: null,
  algorithmVersion: 'screening-v3',
  createdAt: '2026-11-25T09:00:00.000Z',
  startedAt: '2026-11-25T09:00:01.000Z',
  completedAt: null,
};

export const BULK_JOB_LIST_EXAMPLE: BulkJobList = { jobs: [BULK_JOB_EXAMPLE] };

/** The multipart fields of POST /api/v2/bulk-search, as a curl call sends them. */
export const BULK_UPLOAD_DESCRIPTION =
  'Multipart form: `file` (CSV or XLSX, up to 100,000 rows and 20 MB) and the optional fields ' +
  '`searchType`, `sanctionLists`, `minConfidence` and `mapping` (JSON). Answers 202 with the `jobId` at once.\n\n' +
  '```\ncurl -H "X-API-Key: $SSK_KEY" -F file=@customers.csv -F searchType=fuzzy \\\n' +
  '  https://screening.example.com/api/v2/bulk-search\n```';
