import { importRunSchema } from '@sanctions/contracts';
import { describe, expect, it } from 'vitest';
import { describeRunProblems } from './run-problems';

const run = (results: unknown[], errors: unknown[]) =>
  importRunSchema.parse({
    id: 'f1c2d3e4-0000-4000-8000-000000000001',
    kind: 'refresh',
    status: 'partial',
    triggeredBy: 'user:1',
    startedAt: '2026-03-01T10:00:00.000Z',
    finishedAt: '2026-03-01T10:01:00.000Z',
    results,
    errors,
  });

const result = (listSource: string, outcome: string, reason: string | null) => ({
  sanctionList: 'un',
  listSource,
  outcome,
  versionId: null,
  entryCount: 0,
  addedCount: 0,
  removedCount: 0,
  changedCount: 0,
  reason,
});

describe('describeRunProblems', () => {
  it('lists failed publications and unusable files, not the ones that went well', () => {
    expect(
      describeRunProblems(
        run(
          [
            result('UN Consolidated', 'activated', null),
            result('OFAC SDN', 'failed', 'sdn.csv is truncated'),
            result('EU FSF', 'failed', null),
          ],
          [{ file: 'uk/notes.txt', message: 'Unknown list file' }],
        ),
        'import failed',
      ),
    ).toEqual([
      'OFAC SDN: sdn.csv is truncated',
      'EU FSF: import failed',
      'uk/notes.txt: Unknown list file',
    ]);
  });

  it('is empty for a clean run', () => {
    expect(describeRunProblems(run([result('UN', 'unchanged', null)], []), 'x')).toEqual([]);
  });
});
