import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Transform } from 'node:stream';
import type { TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream';
import Papa from 'papaparse';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import type { RawRecord } from './raw-record';
import { NOT_CSV_OR_EXCEL_MESSAGE } from './sniff-bulk-file';

export const NOT_UTF8_MESSAGE =
  'The CSV file is not UTF-8 text: save it as "CSV UTF-8" and upload it again';

const HEAD_BYTES = 64 * 1024;
const DELIMITERS = [',', ';', '\t'] as const;
const recordSchema = z.array(z.string());

/** Parsed batches waiting for the consumer before the parser is paused. */
const MAX_QUEUED_BATCHES = 4;

/**
 * The records of a CSV file as they stream, each with the file line it starts on. Papaparse splits
 * records (quotes, embedded delimiters and line breaks) a read chunk at a time; the delimiter is chosen
 * once from the header line, so a semicolon inside a later name cannot change it.
 */
export async function* csvRecords(path: string): AsyncGenerator<RawRecord> {
  const delimiter = await detectDelimiter(path);
  const file = createReadStream(path, { highWaterMark: 256 * 1024 });
  const text = pipeline(file, new Utf8Decoder(), () => undefined);
  const batches: unknown[][] = [];
  let finished = false;
  let failure: unknown;
  let paused = false;
  let wake: (() => void) | undefined;
  const notify = () => {
    wake?.();
    wake = undefined;
  };
  Papa.parse<unknown>(text, {
    delimiter,
    skipEmptyLines: false,
    // Back-pressure on the text stream itself: papaparse's own pause/resume misbehaves in chunk mode.
    chunk: (results) => {
      batches.push(results.data);
      if (batches.length >= MAX_QUEUED_BATCHES && !paused) {
        paused = true;
        text.pause();
      }
      notify();
    },
    complete: () => {
      finished = true;
      notify();
    },
    error: (error: unknown) => {
      failure = error;
      finished = true;
      notify();
    },
  });
  let lineNumber = 1;
  try {
    for (;;) {
      const batch = batches.shift();
      if (batch === undefined) {
        if (failure !== undefined) throw failure;
        if (finished) return;
        if (paused) {
          paused = false;
          text.resume();
        }
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        continue;
      }
      for (const record of batch) {
        const values = recordSchema.parse(record);
        yield { lineNumber, values };
        lineNumber += 1 + countLineBreaks(values);
      }
    }
  } finally {
    file.destroy();
    text.destroy();
  }
}

function countLineBreaks(values: readonly string[]): number {
  let count = 0;
  for (const value of values) count += value.match(/\r\n|\r|\n/g)?.length ?? 0;
  return count;
}

/** The delimiter that occurs most often outside quotes on the first line (comma on a tie or none). */
export async function detectDelimiter(path: string): Promise<string> {
  const handle = await open(path, 'r');
  let head: string;
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    head = new TextDecoder('utf-8').decode(buffer.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
  return delimiterOfLine(firstLine(head.replace(/^\uFEFF/, '')));
}

function firstLine(text: string): string {
  let inQuotes = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '"') inQuotes = !inQuotes;
    else if (!inQuotes && (char === '\n' || char === '\r')) return text.slice(0, index);
  }
  return text;
}

export function delimiterOfLine(line: string): string {
  const counts = new Map<string, number>(DELIMITERS.map((d) => [d, 0]));
  let inQuotes = false;
  for (const char of line) {
    if (char === '"') inQuotes = !inQuotes;
    else if (!inQuotes && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best = ',';
  for (const delimiter of DELIMITERS) {
    if ((counts.get(delimiter) ?? 0) > (counts.get(best) ?? 0)) best = delimiter;
  }
  return best;
}

/** Bytes to text, refusing invalid UTF-8 and dropping a leading byte order mark. */
class Utf8Decoder extends Transform {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

  constructor() {
    super({ decodeStrings: true, readableObjectMode: false, encoding: 'utf8' });
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.decodeInto(callback, () => this.decoder.decode(chunk, { stream: true }));
  }

  override _flush(callback: TransformCallback): void {
    this.decodeInto(callback, () => this.decoder.decode());
  }

  private decodeInto(callback: TransformCallback, decode: () => string): void {
    let text: string;
    try {
      text = decode();
    } catch (error) {
      callback(new AppError('VALIDATION_FAILED', NOT_UTF8_MESSAGE, { cause: error }));
      return;
    }
    if (text.includes('\0')) {
      callback(new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_CSV_OR_EXCEL_MESSAGE));
      return;
    }
    callback(null, text);
  }
}
