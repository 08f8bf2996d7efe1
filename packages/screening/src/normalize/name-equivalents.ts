import { KOREAN_FAMILY_GROUPS } from './korean-romanisation';
import { NICKNAMES_CSV_SHORT_NAMES, WIKTIONARY_SHORT_NAMES } from './data/short-names.generated';
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

/**
 * R4.20: the curated groups (R3.3) plus the sourced tables (data/PROVENANCE.md): a sourced `full|short forms`
 * line adds its short forms to the group that already spells that full name, or opens a group of its own.
 */
function buildGroups(): GivenNameGroup[] {
  const groups = Object.values(NICKNAME_LINES).flatMap((lines) =>
    lines.map((line) => {
      const group = parseLine(line);
      return { canonical: group.canonical, full: group.full, short: [...group.short] };
    }),
  );
  const byFull = new Map<string, { short: string[] }>();
  for (const group of groups)
    for (const full of group.full) if (!byFull.has(full)) byFull.set(full, group);
  for (const table of [WIKTIONARY_SHORT_NAMES, NICKNAMES_CSV_SHORT_NAMES])
    for (const lines of Object.values(table))
      for (const line of lines) {
        const [full = '', shorts = ''] = line.split('|');
        let group = byFull.get(full);
        if (group === undefined) {
          const created = { canonical: full, full: [full], short: [] as string[] };
          groups.push(created);
          byFull.set(full, created);
          group = created;
        }
        for (const short of shorts.split(' '))
          if (short !== '' && !group.short.includes(short)) group.short.push(short);
      }
  return groups;
}

export const GIVEN_NAME_GROUPS: readonly GivenNameGroup[] = buildGroups();

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

/**
 * A 32-bit summary of a token's keys (one bit per key, from a hash of the key): two tokens whose masks share no
 * bit share no key, so the scorer skips the string comparison for most pairs. Shared bits prove nothing.
 */
export function equivalenceMask(keys: readonly string[]): number {
  let mask = 0;
  for (const key of keys) {
    let hash = 0;
    for (let i = 0; i < key.length; i += 1) hash = (Math.imul(hash, 31) + key.charCodeAt(i)) | 0;
    mask |= 1 << (hash & 31);
  }
  return mask;
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

/** R4.50: True when the token is a given name of the engine's tables, full or short (Roman, Sasha, Bill). */
export function isKnownGivenName(token: string): boolean {
  return givenKeys.has(token);
}
