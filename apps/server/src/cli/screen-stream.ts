import { performance } from 'node:perf_hooks';
import { screen } from '@sanctions/screening';
import type { ListEntity, ScreeningIndex } from '@sanctions/screening';
import { toEngineQuery } from '../domains/screening';
import { toMatchDto } from '../domains/screening';
import { screenQueryLineSchema } from './screen-lines';
import type { ScreenErrorLine, ScreenResultLine } from './screen-lines';

export interface ScreenStreamOptions {
  minConfidence: number;
  maxResults: number;
}

export interface ScreenStreamSummary {
  screened: number;
  failed: number;
}

/**
 * Screens JSONL query lines one by one and hands each output line (JSON text, no newline) to `write`.
 * A bad line yields an error line carrying its id (when readable) and line number; the run goes on.
 */
export async function screenJsonLines(
  index: ScreeningIndex<ListEntity>,
  lines: AsyncIterable<string>,
  write: (line: string) => Promise<void>,
  options: ScreenStreamOptions,
): Promise<ScreenStreamSummary> {
  const summary: ScreenStreamSummary = { screened: 0, failed: 0 };
  let lineNumber = 0;
  for await (const raw of lines) {
    lineNumber++;
    if (raw.trim() === '') continue;
    const output = screenOneLine(index, raw, lineNumber, options);
    if ('error' in output) summary.failed++;
    else summary.screened++;
    await write(JSON.stringify(output));
  }
  return summary;
}

function screenOneLine(
  index: ScreeningIndex<ListEntity>,
  raw: string,
  line: number,
  options: ScreenStreamOptions,
): ScreenResultLine | ScreenErrorLine {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { id: null, line, error: `Invalid JSON: ${reason}` };
  }
  const parsed = screenQueryLineSchema.safeParse(json);
  if (!parsed.success) {
    return {
      id: readableId(json),
      line,
      error: 'Invalid query line',
      issues: parsed.error.issues.map((issue) => ({
        path: issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p)),
        message: issue.message,
      })),
    };
  }
  const started = performance.now();
  const outcome = screen(index, toEngineQuery(parsed.data), {
    minConfidence: options.minConfidence,
    maxResults: options.maxResults,
  });
  const matches = outcome.matches.map(toMatchDto);
  const seconds = (performance.now() - started) / 1000;
  return {
    id: parsed.data.id,
    totalMatches: matches.length,
    searchTime: Number(seconds.toFixed(6)),
    matches,
  };
}

function readableId(json: unknown): string | number | null {
  if (typeof json !== 'object' || json === null || !('id' in json)) return null;
  const { id } = json;
  return typeof id === 'string' || typeof id === 'number' ? id : null;
}
