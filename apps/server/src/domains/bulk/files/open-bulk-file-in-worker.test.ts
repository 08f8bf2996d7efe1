import { open } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/app-error';
import { bombXlsx, useTempFiles } from '../../../../test/bulk/bulk-files-test-support';
import { CELL_TOO_LONG_MESSAGE } from './cell-limits';
import { READER_OUT_OF_MEMORY_MESSAGE, openBulkFileInWorker } from './open-bulk-file-in-worker';
import { XLSX_OVERSIZED_MESSAGE } from './xml-markup-limits';

const files = useTempFiles();
const MIB = 1024 * 1024;

async function readAllInWorker(path: string, format: 'csv' | 'xlsx', limits?: object) {
  const reader = await openBulkFileInWorker(path, format, limits);
  const rows = [];
  for await (const row of reader.rows) rows.push(row);
  return { columns: reader.columns, rows };
}

/** A CSV whose second line opens a quote that never closes: the parser holds the rest as one field. */
async function unclosedQuoteCsv(bytes: number): Promise<string> {
  const path = await files.file('First name\n"', 'csv');
  const handle = await open(path, 'a');
  try {
    const piece = Buffer.alloc(MIB, 'x');
    for (let written = 0; written < bytes; written += piece.length) await handle.write(piece);
  } finally {
    await handle.close();
  }
  return path;
}

describe('openBulkFileInWorker', () => {
  it('reads the same header and rows as the reader itself, across several batches', async () => {
    const lines = Array.from({ length: 1_234 }, (_, i) => `Name ${i},R-${i}`);
    const path = await files.file(`First name,Reference\n${lines.join('\n')}\n`);
    const { columns, rows } = await readAllInWorker(path, 'csv');
    expect(columns).toEqual(['First name', 'Reference']);
    expect(rows).toHaveLength(1_234);
    expect(rows[1_233]).toEqual({
      lineNumber: 1_235,
      cells: { 'First name': 'Name 1233', Reference: 'R-1233' },
    });
  });

  it('carries the reader refusals over as the same AppErrors', async () => {
    const bomb = await files.file(await bombXlsx({ cellChars: 64 * MIB }), 'xlsx');
    await expect(readAllInWorker(bomb, 'xlsx')).rejects.toThrow(XLSX_OVERSIZED_MESSAGE);
    const long = await files.file(`First name\n${'y'.repeat(40_000)}\n`);
    const refused = await readAllInWorker(long, 'csv').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'VALIDATION_FAILED', messageParams: { line: 2 } });
    expect(String(refused)).toContain(CELL_TOO_LONG_MESSAGE);
  });

  it('answers 413 when a file needs more memory than the worker has, and the process carries on', async () => {
    // 48 MiB in one field, read by a worker limited to 16 MB: the worker dies, not this process.
    const path = await unclosedQuoteCsv(48 * MIB);
    const heapBefore = process.memoryUsage().heapUsed;
    const refused = await readAllInWorker(path, 'csv', {
      maxOldGenerationSizeMb: 16,
      maxYoungGenerationSizeMb: 4,
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', statusCode: 413 });
    expect(String(refused)).toContain(READER_OUT_OF_MEMORY_MESSAGE);
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(32 * MIB);
    // The next upload is read as usual.
    const after = await files.file('First name\nAli\n');
    expect((await readAllInWorker(after, 'csv')).rows).toHaveLength(1);
  });

  it('releases the file when the caller stops early, and the worker reads the next file', async () => {
    const path = await files.file(`First name\n${'Ali\n'.repeat(2_000)}`);
    const reader = await openBulkFileInWorker(path, 'csv');
    for await (const row of reader.rows) {
      expect(row.cells['First name']).toBe('Ali');
      break;
    }
    await reader.close();
    expect((await readAllInWorker(path, 'csv')).rows).toHaveLength(2_000);
  });
});
