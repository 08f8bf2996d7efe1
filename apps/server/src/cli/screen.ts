/**
 * Command-line screener: `npm run --silent screen -- --lists <dir> < queries.jsonl > results.jsonl`.
 * stdout carries only result lines (one per non-blank input line); progress and diagnostics go to stderr.
 */
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { performance } from 'node:perf_hooks';
import { buildScreeningIndex } from '@sanctions/screening';
import { parseListFolder } from '../domains/lists';
import { parseScreenArgs, SCREEN_USAGE } from './parse-args';
import { screenJsonLines } from './screen-stream';

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stderr.write(`${SCREEN_USAGE}\n`);
    return 0;
  }
  let args;
  try {
    args = parseScreenArgs(argv, process.env);
  } catch (error) {
    process.stderr.write(`${errorText(error)}\n\n${SCREEN_USAGE}\n`);
    return 2;
  }

  const loadStarted = performance.now();
  const lists = await parseListFolder(args.listsDir);
  for (const failure of lists.errors) {
    process.stderr.write(`screen: could not read ${failure.file}: ${failure.message}\n`);
  }
  for (const file of lists.ignored) process.stderr.write(`screen: ignored ${file}\n`);
  if (lists.entities.length === 0) {
    process.stderr.write(`screen: no list entries found in ${args.listsDir}\n`);
    return 1;
  }
  const loaded = performance.now();
  const index = buildScreeningIndex(lists.entities);
  const built = performance.now();
  const sources = lists.publications.map((p) => `${p.listSource} ${p.entities.length}`).join(', ');
  process.stderr.write(
    `screen: ${index.size} entries (${sources}), ${index.nameCount} names; ` +
      `read ${ms(loaded - loadStarted)}, index ${ms(built - loaded)}\n`,
  );

  const input = createInterface({ input: process.stdin, crlfDelay: Infinity });
  const summary = await screenJsonLines(index, input, writeLine, args);
  process.stderr.write(`screen: ${summary.screened} screened, ${summary.failed} bad lines\n`);
  return 0;
}

async function writeLine(line: string): Promise<void> {
  if (!process.stdout.write(`${line}\n`)) await once(process.stdout, 'drain');
}

function ms(value: number): string {
  return `${Math.round(value)} ms`;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`screen: ${errorText(error)}\n`);
    process.exitCode = 1;
  },
);
