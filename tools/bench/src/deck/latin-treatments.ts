import type { Prng } from './prng';
import { bare, matchCase, PARTICLES } from './name-tools';

/** A changed name and a short description of the change. */
export interface Treated {
  parts: string[];
  note: string;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
/** First halves of compound names (Abdul Rahman, Abu Bakr, bin Laden): the token after them is not optional. */
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
  'ben',
  'al',
  'el',
  'ul',
  'ud',
]);
const ACCENTS: Record<string, string[]> = {
  a: ['á', 'à', 'â', 'ä'],
  e: ['é', 'è', 'ê', 'ë'],
  i: ['í', 'ï'],
  o: ['ó', 'ô', 'ö'],
  u: ['ú', 'ü'],
  c: ['ç'],
  n: ['ñ'],
};

const changed = (parts: readonly string[], original: readonly string[]) =>
  parts.join(' ') !== original.join(' ');

/** Case, punctuation, diacritics and spacing changes (research 7.9 #2). */
export function treatCasePunctuation(parts: readonly string[], rng: Prng): Treated | undefined {
  const options: (() => Treated)[] = [
    () => ({ parts: parts.map((t) => t.toLowerCase()), note: 'lower case' }),
    () => ({ parts: parts.map((t) => t.toUpperCase()), note: 'upper case' }),
    () => ({ parts: parts.map((t) => matchCase('Aa', t)), note: 'title case' }),
    () => ({
      parts: parts
        .flatMap((t) => t.replace(/[^\p{L}\p{N}\s-]/gu, '').split('-'))
        .filter((t) => t !== ''),
      note: 'punctuation removed, hyphens to spaces',
    }),
    () => ({
      parts: parts.map((t) => t.replace(/[^\p{L}\p{N}]/gu, '')),
      note: 'punctuation deleted',
    }),
    () => ({ parts: addAccent(parts, rng), note: 'diacritic added' }),
    () => ({
      parts: parts.map((t) => t.normalize('NFKD').replace(/\p{M}/gu, '')),
      note: 'diacritics stripped',
    }),
    () => ({ parts: [parts.join('\u00a0 ')], note: 'non-breaking and double spaces' }),
    () => ({ parts: parts.map((t) => t.replace(/[^\x20-\x7e]/g, '?')), note: 'non-ASCII to ?' }),
  ];
  for (const option of rng.shuffle(options)) {
    const treated = option();
    if (changed(treated.parts, parts) && treated.parts.some((t) => bare(t) !== '')) return treated;
  }
  return undefined;
}

function addAccent(parts: readonly string[], rng: Prng): string[] {
  const out = [...parts];
  const index = rng.int(out.length);
  const token = out[index] ?? '';
  const positions = [...token].flatMap((ch, i) => (ACCENTS[ch.toLowerCase()] ? [i] : []));
  if (positions.length === 0) return out;
  const at = rng.pick(positions);
  const chars = [...token];
  const original = chars[at] ?? '';
  const accent = rng.pick(ACCENTS[original.toLowerCase()] ?? [original]);
  chars[at] = original === original.toUpperCase() ? accent.toUpperCase() : accent;
  out[index] = chars.join('');
  return out;
}

/** One insert, delete, substitute or transpose in a token of at least 5 letters (research 7.9 #6). */
export function treatTypo(parts: readonly string[], rng: Prng): Treated | undefined {
  const candidates = parts.flatMap((t, i) => (/^\p{L}{5,}$/u.test(t) ? [i] : []));
  if (candidates.length === 0) return undefined;
  const index = rng.pick(candidates);
  const token = parts[index] ?? '';
  const upper = token === token.toUpperCase();
  const letter = () => {
    const l = rng.pick([...LETTERS]);
    return upper ? l.toUpperCase() : l;
  };
  const chars = [...token];
  const at = rng.int(chars.length);
  const kind = rng.pick(['insert', 'delete', 'substitute', 'transpose'] as const);
  if (kind === 'insert') chars.splice(at, 0, letter());
  else if (kind === 'delete') chars.splice(at, 1);
  else if (kind === 'substitute') {
    let replacement = letter();
    while (replacement.toLowerCase() === chars[at]?.toLowerCase()) replacement = letter();
    chars[at] = replacement;
  } else {
    const next = Math.min(at + 1, chars.length - 1);
    const first = at === next ? at - 1 : at;
    const a = chars[first];
    const b = chars[next];
    if (a === undefined || b === undefined || a === b) return undefined;
    chars[first] = b;
    chars[next] = a;
  }
  const out = [...parts];
  out[index] = chars.join('');
  return changed(out, parts) ? { parts: out, note: `typo (${kind}) in ${token}` } : undefined;
}

/** "Family, Given", family first, or a shuffled order (research 7.9 #3). */
export function treatReorder(parts: readonly string[], rng: Prng): Treated | undefined {
  if (parts.length < 2) return undefined;
  const last = parts.at(-1) ?? '';
  const options: (() => Treated)[] = [
    () => ({ parts: [`${last},`, ...parts.slice(0, -1)], note: '"Family, Given" form' }),
    () => ({ parts: [last, ...parts.slice(0, -1)], note: 'family name first' }),
    () => ({ parts: rng.shuffle(parts), note: 'shuffled tokens' }),
  ];
  for (const option of rng.shuffle(options)) {
    const treated = option();
    if (changed(treated.parts, parts)) return treated;
  }
  return undefined;
}

/** Drops one middle token that is not a particle (research 7.9 #4); needs at least three tokens. */
export function treatMissingToken(parts: readonly string[], rng: Prng): Treated | undefined {
  if (parts.length < 3) return undefined;
  // "Abdul Rahman" is one name written as two tokens: dropping "Rahman" leaves no name, not a shorter one.
  const middle = parts.flatMap((t, i) =>
    i > 0 &&
    i < parts.length - 1 &&
    bare(t).length >= 2 &&
    !PARTICLES.has(bare(t)) &&
    !COMPOUND_HEADS.has(bare(parts[i - 1] ?? ''))
      ? [i]
      : [],
  );
  if (middle.length === 0) return undefined;
  const index = rng.pick(middle);
  const out = parts.filter((_, i) => i !== index);
  // Dropping the only name after a particle ("bin X") would leave a dangling particle.
  const before = bare(out[index - 1] ?? '');
  if (PARTICLES.has(before) && index === out.length) return undefined;
  return { parts: out, note: `dropped ${parts[index] ?? ''}` };
}

const TITLES = ['Dr', 'Mr', 'Sheikh', 'Haji', 'Mullah', 'General', 'Colonel', 'Engineer', 'Prof'];

/** Adds a middle name or a title (research 7.9 #5). */
export function treatExtraToken(
  parts: readonly string[],
  rng: Prng,
  givenNames: readonly string[],
): Treated | undefined {
  if (parts.length < 2) return undefined;
  const present = new Set(parts.map(bare));
  if (rng.next() < 0.5) {
    const title = rng.pick(TITLES);
    return { parts: [matchCase(parts[0] ?? 'A', title), ...parts], note: `title ${title}` };
  }
  let extra = rng.pick(givenNames);
  for (let tries = 0; present.has(bare(extra)) && tries < 10; tries++) extra = rng.pick(givenNames);
  if (present.has(bare(extra))) return undefined;
  const at = 1 + rng.int(parts.length - 1);
  const out = [...parts];
  out.splice(at, 0, matchCase(parts[0] ?? 'A', extra));
  return { parts: out, note: `extra middle name ${extra}` };
}

/** The first given name, or a middle name, written as an initial (research 7.9 #15). */
export function treatInitials(parts: readonly string[], rng: Prng): Treated | undefined {
  if (parts.length < 2) return undefined;
  const eligible = parts.flatMap((t, i) =>
    i < parts.length - 1 && /^\p{L}{3,}$/u.test(t) && !PARTICLES.has(bare(t)) ? [i] : [],
  );
  if (eligible.length === 0) return undefined;
  const index = rng.pick(eligible);
  const token = parts[index] ?? '';
  const out = [...parts];
  out[index] = `${token.charAt(0).toUpperCase()}${rng.next() < 0.5 ? '.' : ''}`;
  return { parts: out, note: `${token} as initial` };
}

const JOINABLE_PREFIXES = new Set([
  'al',
  'el',
  'abd',
  'abdul',
  'abdel',
  'abu',
  'abou',
  'bin',
  'ben',
  'ibn',
  'van',
  'von',
  'de',
  'ul',
  'ud',
]);
const SPLITTABLE = /^(abdul|abdel|abdal|abdur|abdel|abu|abou)(\p{L}{3,})$/iu;

/** Joins a particle to its name, splits a compound, or joins a hyphenated pair (research 7.9 #16). */
export function treatSplitJoin(parts: readonly string[], rng: Prng): Treated | undefined {
  const options: (() => Treated | undefined)[] = [];
  parts.forEach((token, i) => {
    const next = parts[i + 1];
    if (next !== undefined && JOINABLE_PREFIXES.has(bare(token)) && /^\p{L}{3,}/u.test(next)) {
      options.push(() => {
        const out = [...parts];
        out.splice(i, 2, `${token}${next.toLowerCase() === next ? next : matchCase(token, next)}`);
        return { parts: out, note: `joined ${token} ${next}` };
      });
    }
    const hyphen = /^(\p{L}+)-(\p{L}+)$/u.exec(token);
    if (hyphen) {
      options.push(() => {
        const out = [...parts];
        out[i] = `${hyphen[1] ?? ''}${hyphen[2] ?? ''}`;
        return { parts: out, note: `joined ${token}` };
      });
    }
    const compound = SPLITTABLE.exec(token);
    if (compound) {
      options.push(() => {
        const out = [...parts];
        out.splice(i, 1, compound[1] ?? '', matchCase(token, compound[2] ?? ''));
        return { parts: out, note: `split ${token}` };
      });
    }
  });
  if (options.length === 0) return undefined;
  return rng.pick(options)();
}
