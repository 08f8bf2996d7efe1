import { DECK_LEGAL_FORMS } from './legal-form-table';
import { bare, matchCase, PARTICLES } from './name-tools';
import type { Prng } from './prng';
import type { TokenSpread } from './token-spread';

/**
 * One slip of a name's distinctive token (issue 22 item 1): the generator of the recall-floor property test
 * and of the round-4 deck categories (two-typos, keyboard-slip, one-word-entity-slip).
 */
export type SlipKind =
  'insert' | 'delete' | 'substitute' | 'transpose' | 'keyboard' | 'split' | 'join';

export const SLIP_KINDS: readonly SlipKind[] = [
  'insert',
  'delete',
  'substitute',
  'transpose',
  'keyboard',
  'split',
  'join',
];

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** QWERTY neighbours of each letter (same row and the rows above and below that touch it). */
const KEYBOARD: Readonly<Record<string, string>> = {
  q: 'wa',
  w: 'qeas',
  e: 'wrsd',
  r: 'etdf',
  t: 'ryfg',
  y: 'tugh',
  u: 'yihj',
  i: 'uojk',
  o: 'ipkl',
  p: 'ol',
  a: 'qwsz',
  s: 'awedxz',
  d: 'serfcx',
  f: 'drtgvc',
  g: 'ftyhbv',
  h: 'gyujnb',
  j: 'huikmn',
  k: 'jiolm',
  l: 'kop',
  z: 'asx',
  x: 'zsdc',
  c: 'xdfv',
  v: 'cfgb',
  b: 'vghn',
  n: 'bhjm',
  m: 'njk',
};

/** Words of the deck's legal forms (JOINT, STOCK, LIMITED, LIABILITY...): never the distinctive token. */
const LEGAL_FORM_WORDS: ReadonlySet<string> = new Set([
  ...DECK_LEGAL_FORMS.flatMap((group) => group.flatMap((form) => form.split(/\s+/).map(bare))),
  // Spellings of the Russian legal forms the lists use beside the deck's table.
  'ogranichennoi',
  'ogranichennoj',
  'aktsionernoye',
  'otkrytoe',
  'otkrytoye',
  'zakrytoe',
  'zakrytoye',
  'publichnoe',
  'publichnoye',
  'obshchestvom',
]);

/** Words a typist does not run into a name (a legal form, "of", "and"): no join with them. */
const FUNCTION_WORDS: ReadonlySet<string> = new Set(['of', 'and', 'the', 'for', 'in', 'on', 'to']);

/** Titles and honorifics of the lists: never the distinctive token. */
const TITLE_WORDS: ReadonlySet<string> = new Set([
  'haji',
  'hajji',
  'alhaji',
  'sheikh',
  'shaikh',
  'shaykh',
  'mullah',
  'mulla',
  'maulavi',
  'mawlawi',
  'maulvi',
  'molvi',
  'general',
  'colonel',
  'major',
  'captain',
  'doctor',
  'engineer',
  'professor',
  'mufti',
  'sayyid',
  'sayed',
  'qari',
  'imam',
  'emir',
  'amir',
]);

/** A token of at least 5 letters that is not a legal-form word, a title or a particle. */
export function isSlippable(token: string): boolean {
  const b = bare(token);
  return (
    /^\p{L}{5,}$/u.test(token) &&
    !LEGAL_FORM_WORDS.has(b) &&
    !TITLE_WORDS.has(b) &&
    !PARTICLES.has(b)
  );
}

/** A word that names the party: not a particle, title or legal-form word, at least two letters. */
export function isNameWord(token: string): boolean {
  const b = bare(token);
  return b.length >= 2 && !LEGAL_FORM_WORDS.has(b) && !TITLE_WORDS.has(b) && !PARTICLES.has(b);
}

/** Index of the name's distinctive token: the slippable token held by the fewest entities (ties: first). */
export function distinctiveIndex(
  parts: readonly string[],
  spread: TokenSpread,
): number | undefined {
  let best: number | undefined;
  let bestSpread = Infinity;
  parts.forEach((token, i) => {
    if (!isSlippable(token)) return;
    const n = spread.entities(token);
    if (n < bestSpread) {
      best = i;
      bestSpread = n;
    }
  });
  return best;
}

/** The distinctive tokens of a name: slippable and held by at most `maxEntities` entities. */
export function distinctiveIndexes(
  parts: readonly string[],
  spread: TokenSpread,
  maxEntities: number,
): number[] {
  return parts.flatMap((token, i) =>
    isSlippable(token) && spread.entities(token) <= maxEntities ? [i] : [],
  );
}

/** A changed name and the slip made. */
export interface Slipped {
  parts: string[];
  note: string;
}

/** Applies one slip of `kind` to token `index` of `parts`; undefined when the slip does not apply. */
export function slipToken(
  parts: readonly string[],
  index: number,
  kind: SlipKind,
  rng: Prng,
): Slipped | undefined {
  const token = parts[index];
  if (token === undefined) return undefined;
  const upper = token === token.toUpperCase();
  const cased = (l: string) => (upper ? l.toUpperCase() : l.toLowerCase());
  const chars = [...token];
  const out = [...parts];
  if (kind === 'join') {
    // With the next token, or the previous one when the token is last.
    const other = index + 1 < parts.length ? index + 1 : index - 1;
    const neighbour = parts[other];
    if (
      other < 0 ||
      neighbour === undefined ||
      !/^\p{L}+$/u.test(neighbour) ||
      LEGAL_FORM_WORDS.has(bare(neighbour)) ||
      FUNCTION_WORDS.has(bare(neighbour))
    )
      return undefined;
    const [a, b] = other > index ? [token, neighbour] : [neighbour, token];
    out.splice(Math.min(index, other), 2, `${a}${matchCase(a, b)}`);
    return { parts: out, note: `joined ${a} ${b}` };
  }
  if (kind === 'split') {
    if (chars.length < 6) return undefined;
    const at = 3 + rng.int(chars.length - 5);
    out.splice(index, 1, chars.slice(0, at).join(''), chars.slice(at).join(''));
    return { parts: out, note: `split ${token}` };
  }
  // Inner letters only for transpositions of the first letter: typists rarely swap it.
  const at = rng.int(chars.length);
  const original = chars[at] ?? '';
  if (kind === 'insert') chars.splice(at, 0, cased(rng.pick([...LETTERS])));
  else if (kind === 'delete') chars.splice(at, 1);
  else if (kind === 'substitute') {
    const choices = [...LETTERS].filter((l) => l !== original.toLowerCase());
    chars[at] = cased(rng.pick(choices));
  } else if (kind === 'keyboard') {
    const near = KEYBOARD[original.toLowerCase()];
    if (near === undefined) return undefined;
    chars[at] = cased(rng.pick([...near]));
  } else {
    const first = at === chars.length - 1 ? at - 1 : at;
    const a = chars[first];
    const b = chars[first + 1];
    if (a === undefined || b === undefined || a.toLowerCase() === b.toLowerCase()) return undefined;
    chars[first] = b;
    chars[first + 1] = a;
  }
  const slipped = chars.join('');
  if (slipped.toLowerCase() === token.toLowerCase()) return undefined;
  out[index] = slipped;
  return { parts: out, note: `${kind} in ${token}: ${slipped}` };
}

/** Tries the kinds in a seeded order until one applies. */
export function anySlip(
  parts: readonly string[],
  index: number,
  rng: Prng,
  kinds: readonly SlipKind[] = SLIP_KINDS,
): Slipped | undefined {
  for (const kind of rng.shuffle(kinds)) {
    const slipped = slipToken(parts, index, kind, rng);
    if (slipped) return slipped;
  }
  return undefined;
}
