import { describe, expect, it } from 'vitest';
import type { BulkJobRow } from './bulk-job.queries';
import { toBulkJobDto } from './to-bulk-job-dto';

const base: BulkJobRow = {
  id: '00000000-0000-4000-8000-000000000001',
  userId: null,
  organizationId: null,
  jobId: 'job-1',
  fileName: 'customers.csv',
  totalRows: 1_000,
  processedRows: 240,
  invalidRows: 3,
  clearRows: 200,
  highRiskRows: 20,
  mediumRiskRows: 10,
  lowRiskRows: 10,
  errorRows: 10,
  status: 'processing',
  searchType: 'fuzzy',
  sanctionLists: 'all',
  minConfidence: 70,
  pepCheck: false,
  mapping: {},
  sourceColumns: [],
  locale: 'en',
  apiKeyId: null,
  algorithmVersion: 'name-v2',
  listVersionIds: [],
  results: null,
  errorMessage: null,
  createdAt: new Date('2026-06-01T10:00:00.000Z'),
  startedAt: new Date('2026-06-01T10:00:00.000Z'),
  completedAt: null,
  cancelledAt: null,
};

describe('toBulkJobDto', () => {
  it('reports rows per second since the start and the seconds left at that rate', () => {
    const dto = toBulkJobDto(base, new Date('2026-06-01T10:00:10.000Z'));
    // 250 rows done (240 screened + 10 errors) in 10 s; 750 left.
    expect(dto.rowsPerSecond).toBe(25);
    expect(dto.secondsRemaining).toBe(30);
    expect(dto.hits).toEqual({ high: 20, medium: 10, low: 10 });
  });

  it('has no rate before the first chunk and no time left once finished', () => {
    expect(
      toBulkJobDto({ ...base, startedAt: null, status: 'pending' }, new Date()).rowsPerSecond,
    ).toBeNull();
    const finished = toBulkJobDto(
      {
        ...base,
        status: 'completed',
        processedRows: 990,
        completedAt: new Date('2026-06-01T10:00:20.000Z'),
      },
      new Date('2026-06-02T00:00:00.000Z'),
    );
    expect(finished.rowsPerSecond).toBe(50);
    expect(finished.secondsRemaining).toBeNull();
  });
});
