import { DEFAULT_MIN_CONFIDENCE } from '@sanctions/screening';

export interface ScreenArgs {
  listsDir: string;
  minConfidence: number;
  maxResults: number;
}

export const SCREEN_USAGE = `Usage: npm run --silent screen -- --lists <dir> [--min-confidence N] [--max-results N] < queries.jsonl > results.jsonl

  --lists <dir>          LISTS_DIR layout: ofac/, un/, eu/, uk/ holding official list files (default: $LISTS_DIR)
  --min-confidence N     only matches with confidence >= N (0-100, default ${DEFAULT_MIN_CONFIDENCE})
  --max-results N        at most N matches per query (default 50)`;

const DEFAULT_MAX_RESULTS = 50;

/** Parses the screener's arguments; throws an Error with a readable message on bad input. */
export function parseScreenArgs(argv: readonly string[], env: NodeJS.ProcessEnv): ScreenArgs {
  let listsDir = env.LISTS_DIR;
  let minConfidence = DEFAULT_MIN_CONFIDENCE;
  let maxResults = DEFAULT_MAX_RESULTS;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [flag, inline] =
      arg?.startsWith('--') && arg.includes('=') ? splitOnce(arg) : [arg, undefined];
    const value = (): string => {
      const next = inline ?? argv[++i];
      if (next === undefined || next === '') throw new Error(`${flag} needs a value`);
      return next;
    };
    switch (flag) {
      case '--lists':
        listsDir = value();
        break;
      case '--min-confidence':
        minConfidence = integerIn(flag, value(), 0, 100);
        break;
      case '--max-results':
        maxResults = integerIn(flag, value(), 1, 10_000);
        break;
      default:
        throw new Error(`Unknown argument: ${arg ?? ''}`);
    }
  }
  if (!listsDir) throw new Error('--lists <dir> is required (or set LISTS_DIR)');
  return { listsDir, minConfidence, maxResults };
}

function splitOnce(arg: string): [string, string] {
  const at = arg.indexOf('=');
  return [arg.slice(0, at), arg.slice(at + 1)];
}

function integerIn(flag: string, raw: string, min: number, max: number): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${flag} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}
