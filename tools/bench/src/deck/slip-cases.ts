import type { Generate } from './deck-candidate';
import type { ListedNames } from './listed-names';
import { bare, canonicalTokens, latinQuery, matchCase, PARTICLES, tokens } from './name-tools';
import { DISTINCTIVE_MAX_ENTITIES } from './one-name-cases';
import { distinctiveIndex, isSlippable, slipToken } from './slips';
import type { SlipKind, Slipped } from './slips';
import type { TokenSpread } from './token-spread';

/** Round 4 (issue 22) recall categories: slips of the distinctive tokens of a listed name. */
const TYPING_SLIPS: readonly SlipKind[] = ['insert', 'delete', 'substitute', 'transpose'];

function slipOnce(
  parts: readonly string[],
  index: number,
  kinds: readonly SlipKind[],
  rng: Parameters<Generate>[1],
): Slipped | undefined {
  for (const kind of rng.shuffle(kinds)) {
    const slipped = slipToken(parts, index, kind, rng);
    if (slipped) return slipped;
  }
  return undefined;
}

const contentCount = (parts: readonly string[]) =>
  parts.filter((t) => bare(t).length >= 2 && !PARTICLES.has(bare(t))).length;

/** `two-typos`: one slip in each of the two rarest distinctive tokens, or two in the only long one. */
export function twoTypos(spread: TokenSpread, listed: ListedNames): Generate {
  return (c, rng) => {
    const parts = canonicalTokens(c.name, c.entity);
    if (contentCount(parts) < 2) return undefined;
    const slippable = parts
      .flatMap((t, i) => (isSlippable(t) ? [i] : []))
      .sort((a, b) => spread.entities(parts[a] ?? '') - spread.entities(parts[b] ?? '') || a - b);
    const [first, second] = slippable;
    if (first === undefined) return undefined;
    const once = slipOnce(parts, first, TYPING_SLIPS, rng);
    if (!once) return undefined;
    let twice: Slipped | undefined;
    if (second !== undefined) twice = slipOnce(once.parts, second, TYPING_SLIPS, rng);
    else if ((parts[first] ?? '').length >= 8)
      twice = slipOnce(once.parts, first, ['substitute', 'transpose', 'delete'], rng);
    if (!twice || listed.isListed(twice.parts.join(' '))) return undefined;
    return { query: latinQuery(twice.parts, c.entity), note: `${once.note}; ${twice.note}` };
  };
}

/** `keyboard-slip`: one QWERTY-neighbour substitution in the distinctive token. */
export function keyboardSlip(spread: TokenSpread, listed: ListedNames): Generate {
  return (c, rng) => {
    const parts = canonicalTokens(c.name, c.entity);
    const index = distinctiveIndex(parts, spread);
    if (index === undefined || contentCount(parts) < 2) return undefined;
    const slipped = slipToken(parts, index, 'keyboard', rng);
    if (!slipped || listed.isListed(slipped.parts.join(' '))) return undefined;
    return { query: latinQuery(slipped.parts, c.entity), note: slipped.note };
  };
}

/** First halves of compounds: the word after them is part of the same name, never dropped alone. */
const COMPOUND_HEADS = new Set([
  'abd',
  'abdul',
  'abdel',
  'abdal',
  'abdu',
  'abu',
  'abou',
  'bin',
  'ibn',
]);

/** `missing-word`: one content word of a name of 3+ content words dropped, first and last included. */
export const missingWord: Generate = (c, rng) => {
  const parts = canonicalTokens(c.name, c.entity);
  if (contentCount(parts) < 3) return undefined;
  const droppable = parts.flatMap((t, i) =>
    bare(t).length >= 2 &&
    !PARTICLES.has(bare(t)) &&
    !COMPOUND_HEADS.has(bare(parts[i - 1] ?? '')) &&
    /\p{L}/u.test(t)
      ? [i]
      : [],
  );
  if (droppable.length === 0) return undefined;
  const index = rng.pick(droppable);
  const out = parts.filter((_, i) => i !== index);
  // A particle left dangling at either end ("bin", "al") is no name anyone types.
  if (PARTICLES.has(bare(out.at(-1) ?? '')) || contentCount(out) < 2) return undefined;
  return {
    query: latinQuery(out, c.entity),
    note: `dropped ${parts[index] ?? ''} (word ${index + 1} of ${parts.length})`,
  };
};

/** `one-word-entity-slip`: a one-word organisation or vessel name (>= 5 letters) typed with one slip. */
export function oneWordEntitySlip(spread: TokenSpread, listed: ListedNames): Generate {
  return (c, rng) => {
    if (c.entity.type === 'individual') return undefined;
    const parts = tokens(c.name.full);
    const [word] = parts;
    if (parts.length !== 1 || word === undefined || !isSlippable(word)) return undefined;
    if (spread.entities(word) > DISTINCTIVE_MAX_ENTITIES) return undefined;
    const slipped = slipOnce(parts, 0, [...TYPING_SLIPS, 'keyboard'], rng);
    if (!slipped || listed.isListed(slipped.parts.join(' '))) return undefined;
    return { query: latinQuery(slipped.parts, c.entity), note: slipped.note };
  };
}

const JOINED_HEAD = /^(abd|abdul|abdel|abdal|abdur|abdus|abu|abou)(\p{L}{3,})$/iu;
const INNER_PARTICLE = /^(\p{L}{2,})-(ul|ur|ud|us|al|el|ad|ar|as|az|an|at|uz)-(\p{L}{2,})$/iu;
const ALLAH = /^(\p{L}{2,}?)([uo]llah|allah)$/iu;
const HEADS = new Set(['abd', 'abdul', 'abdel', 'abdal', 'abdur', 'abdus', 'abu', 'abou']);

/**
 * `compound-variants`: a compound split, joined or respelled another way: ABDULLAH -> ABD ULLAH, Abdullah ->
 * Abd Ollah, Zaki-ur-Rehman -> Zakiurrehman / Zaki ur Rehman, Abdul Rahman -> Abdulrahman / Abd al Rahman.
 */
export const compoundVariants: Generate = (c, rng) => {
  if (c.entity.type !== 'individual') return undefined;
  const parts = canonicalTokens(c.name, c.entity);
  const options: (() => { parts: string[]; note: string })[] = [];
  const replace = (i: number, count: number, by: string[]) => {
    const out = [...parts];
    out.splice(i, count, ...by);
    return out;
  };
  parts.forEach((token, i) => {
    const inner = INNER_PARTICLE.exec(token);
    if (inner) {
      const [, a = '', p = '', b = ''] = inner;
      options.push(() => ({
        parts: replace(i, 1, [
          a === a.toUpperCase() ? `${a}${p}${b}` : `${a}${p}${b}`.toLowerCase(),
        ]),
        note: `joined ${token}`,
      }));
      options.push(() => ({ parts: replace(i, 1, [a, p, b]), note: `spaced ${token}` }));
    }
    const allah = ALLAH.exec(token);
    if (allah && !inner) {
      const [, head = '', tail = ''] = allah;
      const respelled = tail.toLowerCase().startsWith('u') ? 'ollah' : 'ullah';
      options.push(() => ({
        parts: replace(i, 1, [head, matchCase(token, respelled)]),
        note: `split and respelled ${token}`,
      }));
      options.push(() => ({
        parts: replace(i, 1, [head, matchCase(token, tail)]),
        note: `split ${token}`,
      }));
    }
    const joined = JOINED_HEAD.exec(token);
    if (joined && !allah && !inner) {
      const [, head = '', rest = ''] = joined;
      options.push(() => ({
        parts: replace(i, 1, [head, matchCase(token, rest)]),
        note: `split ${token}`,
      }));
    }
    const next = parts[i + 1];
    if (HEADS.has(bare(token)) && next !== undefined && /^\p{L}{3,}$/u.test(next)) {
      options.push(() => ({
        parts: replace(i, 2, [
          `${token}${token === token.toUpperCase() ? next : next.toLowerCase()}`,
        ]),
        note: `joined ${token} ${next}`,
      }));
      if (/^abd(ul|el|al)$/iu.test(token)) {
        options.push(() => ({
          parts: replace(i, 2, [matchCase(token, 'abd'), matchCase(token, 'al'), next]),
          note: `${token} ${next} as Abd al ${next}`,
        }));
      }
    }
  });
  if (options.length === 0) return undefined;
  const made = rng.pick(options)();
  if (made.parts.join(' ') === parts.join(' ')) return undefined;
  return { query: latinQuery(made.parts, c.entity), note: made.note };
};
