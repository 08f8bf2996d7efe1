import {
  importRunReplySchema,
  listVersionsReplySchema,
  sanctionsStatsReplySchema,
} from '@sanctions/contracts';
import type { ImportRun, ListVersionSummary } from '@sanctions/contracts';

export const UN_VERSION_ID = '3f1e2d4c-5b6a-4789-9abc-def012345678';
export const SDN_VERSION_ID = '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';
export const FAILED_VERSION_ID = 'c0ffee00-1234-4abc-9def-000000000001';
export const JOB_ID = '0d6e1a52-8f3b-4c7d-9e10-2a3b4c5d6e7f';

/** A version in the history; the UN list's active version by default. */
export function buildVersion(overrides: Partial<ListVersionSummary> = {}): ListVersionSummary {
  return {
    id: UN_VERSION_ID,
    sanctionList: 'un',
    listSource: 'UN Security Council Consolidated List',
    format: 'un-xml',
    status: 'active',
    publishedAt: '2026-02-27T00:00:00.000Z',
    importedAt: '2026-03-01T10:00:00.000Z',
    activatedAt: '2026-03-01T10:00:05.000Z',
    fileHash: 'ab12',
    fileNames: ['consolidated.xml'],
    entryCount: 1002,
    addedCount: 4,
    removedCount: 1,
    changedCount: 7,
    delta: null,
    failureReason: null,
    triggeredBy: 'startup',
    importRunId: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A failed OFAC SDN import after its active version: the screen must flag it. */
export const FAILED_SDN = buildVersion({
  id: FAILED_VERSION_ID,
  sanctionList: 'ofac',
  listSource: 'OFAC SDN',
  format: 'ofac-csv',
  status: 'failed',
  publishedAt: null,
  importedAt: null,
  activatedAt: null,
  entryCount: 0,
  addedCount: 0,
  removedCount: 0,
  changedCount: 0,
  failureReason: 'sdn.csv is truncated at line 812',
  createdAt: '2026-03-02T06:00:00.000Z',
});

export const STATS_REPLY = sanctionsStatsReplySchema.parse({
  success: true,
  data: {
    totalEntries: 19_342,
    lastUpdate: '2026-03-01T10:00:00.000Z',
    listBreakdown: [
      {
        sanctionList: 'ofac',
        count: 18_340,
        listSource: 'OFAC SDN',
        versionId: SDN_VERSION_ID,
        publishedAt: null,
        importedAt: '2026-03-01T09:00:00.000Z',
        status: 'active',
      },
      {
        sanctionList: 'un',
        count: 1002,
        listSource: 'UN Security Council Consolidated List',
        versionId: UN_VERSION_ID,
        publishedAt: '2026-02-27T00:00:00.000Z',
        importedAt: '2026-03-01T10:00:00.000Z',
        status: 'active',
      },
    ],
    recentFailures: [FAILED_SDN],
  },
});

export const VERSIONS_REPLY = listVersionsReplySchema.parse({
  success: true,
  data: { versions: [FAILED_SDN, buildVersion()] },
});

/** An import run reply; a running crawl by default. */
export function buildRunReply(overrides: Partial<ImportRun> = {}) {
  return importRunReplySchema.parse({
    success: true,
    data: {
      id: JOB_ID,
      kind: 'crawl',
      status: 'running',
      triggeredBy: 'user:1',
      startedAt: '2026-03-02T08:00:00.000Z',
      finishedAt: null,
      results: [],
      errors: [],
      ...overrides,
    },
  });
}

export const UN_ACTIVATED = {
  sanctionList: 'un',
  listSource: 'UN Security Council Consolidated List',
  outcome: 'activated',
  versionId: UN_VERSION_ID,
  entryCount: 1003,
  addedCount: 1,
  removedCount: 0,
  changedCount: 2,
  reason: null,
} as const;

/** The finished import of an uploaded US Congress file. */
export const PEP_UPLOAD_REPLY = buildRunReply({
  kind: 'refresh',
  status: 'succeeded',
  finishedAt: '2026-03-02T08:00:05.000Z',
  results: [
    {
      sanctionList: 'pep_us_congress',
      listSource: 'US Congress and Executive (unitedstates/congress-legislators)',
      outcome: 'activated',
      versionId: UN_VERSION_ID,
      entryCount: 537,
      addedCount: 537,
      removedCount: 0,
      changedCount: 0,
      reason: null,
    },
  ],
});
