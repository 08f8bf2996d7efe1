import type { DeckCase } from './deck-model';
import { hashSeed } from './prng';

/**
 * One case in five, chosen by a hash of its id, is sealed: the bench leaves it out unless asked
 * (`--slice sealed`), so that rules are tuned on the other four and then checked on cases nobody looked at.
 */
export function isSealedCase(id: string): boolean {
  return hashSeed(`sealed/${id}`) % 5 === 0;
}

export type DeckSlice = 'tuning' | 'sealed' | 'all';

/** `--slice tuning|sealed|all` (tuning by default). */
export function deckSliceArg(argv: readonly string[]): DeckSlice {
  const at = argv.indexOf('--slice');
  if (at < 0) return 'tuning';
  const value = argv[at + 1];
  if (value === 'tuning' || value === 'sealed' || value === 'all') return value;
  throw new Error('--slice takes tuning, sealed or all');
}

export function inSlice(cases: readonly DeckCase[], slice: DeckSlice): DeckCase[] {
  if (slice === 'all') return [...cases];
  const sealed = slice === 'sealed';
  return cases.filter((c) => isSealedCase(c.id) === sealed);
}
