import { KOREAN_FAMILY_GROUPS } from './korean-romanisation';
import { NICKNAME_LINES } from './nicknames-data';
import { romanisationKeys } from './romanisation-keys';

/**
 * Equivalence keys of a Latin name token: two tokens sharing a key are the same name written another way.
 * - `r:` romanisation keys (romanisation-keys.ts): Sawtschenko = Savchenko;
 * - `n:` given-name groups (nicknames-data.ts): Sasha = Aleksandr, Aleksandr = Alexander;
 * - `k:` Korean family-name groups (korean-romanisation.ts): Ri = Lee.
 */
export type EquivalenceKind = 'romanisation' | 'shortForm' | 'spelling' | 'korean';

interface GivenNameGroup {
  canonical: string;
  full: readonly string[];
  short: readonly string[];
}

function parseLine(line: string): GivenNameGroup {
  const [canonical, full, short] = line.split('|').map((part) => part.trim());
  if (!canonical || !full || short === undefined)
    throw new Error(`Malformed nickname line: "${line}"`);
  return { canonical, full: full.split(/\s+/), short: short.split(/\s+/).filter((s) => s !== '') };
}

export const GIVEN_NAME_GROUPS: readonly GivenNameGroup[] = Object.values(NICKNAME_LINES).flatMap(
  (lines) => lines.map(parseLine),
);

const givenKeys = new Map<string, string[]>();
const shortForms = new Set<string>();
for (const group of GIVEN_NAME_GROUPS) {
  for (const form of [...group.full, ...group.short]) {
    const keys = givenKeys.get(form) ?? [];
    if (!keys.includes(`n:${group.canonical}`)) keys.push(`n:${group.canonical}`);
    givenKeys.set(form, keys);
  }
  for (const form of group.short) shortForms.add(form);
}
const koreanKeys = new Map<string, string>();
for (const group of KOREAN_FAMILY_GROUPS)
  for (const form of group) koreanKeys.set(form, `k:${group[0] ?? form}`);

const NONE: readonly string[] = Object.freeze([]);

/** All equivalence keys of a normalised Latin token (shared empty array when none). */
export function nameEquivalents(token: string): readonly string[] {
  const given = givenKeys.get(token);
  const korean = koreanKeys.get(token);
  const romanised = romanisationKeys(token).map((key) => `r:${key}`);
  if (given === undefined && korean === undefined && romanised.length === 0) return NONE;
  return [...(given ?? []), ...(korean === undefined ? [] : [korean]), ...romanised];
}

/** The first key two tokens share, or undefined. */
export function sharedEquivalence(a: readonly string[], b: readonly string[]): string | undefined {
  if (a.length === 0 || b.length === 0) return undefined;
  for (const key of a) if (b.includes(key)) return key;
  return undefined;
}

/** What a shared key means for this pair (a short form, a spelling, a romanisation...). */
export function equivalenceKind(key: string, a: string, b: string): EquivalenceKind {
  if (key.startsWith('k:')) return 'korean';
  if (key.startsWith('r:')) return 'romanisation';
  return shortForms.has(a) !== shortForms.has(b) ? 'shortForm' : 'spelling';
}

/** The kind of equivalence between two normalised tokens, for the explanation; undefined when none. */
export function describeEquivalence(a: string, b: string): EquivalenceKind | undefined {
  const key = sharedEquivalence(nameEquivalents(a), nameEquivalents(b));
  return key === undefined ? undefined : equivalenceKind(key, a, b);
}

/** True when the token is a short or pet form of a given name (Sasha, Dima, Bill). */
export function isShortForm(token: string): boolean {
  return shortForms.has(token);
}
