/**
 * Lookup over the curated transliteration variant groups (`variant-groups-data.ts`).
 */
import { latinSkeleton } from './latin-skeleton';
import { VARIANT_GROUP_LINES } from './variant-groups-data';

/** One curated group: the same Arabic name part in its Arabic and Latin spellings. */
export interface VariantGroup {
  readonly id: string;
  /** Normalised Arabic forms (see `normalizeArabicText`). */
  readonly arabic: readonly string[];
  /** Lowercase, diacritic-free Latin forms, most usual first. */
  readonly latin: readonly string[];
}

function parseLine(line: string): VariantGroup {
  const parts = line.split('|').map((part) => part.trim());
  const [id, arabic, latin] = parts;
  if (parts.length !== 3 || !id || !arabic || !latin) {
    throw new Error(`Malformed variant group line: "${line}"`);
  }
  return { id, arabic: arabic.split(/\s+/u), latin: latin.split(/\s+/u) };
}

/** All curated groups, in data order. */
export const VARIANT_GROUPS: readonly VariantGroup[] = VARIANT_GROUP_LINES.map(parseLine);

const byLatin = new Map<string, VariantGroup>();
const byArabic = new Map<string, VariantGroup>();
for (const group of VARIANT_GROUPS) {
  for (const form of group.latin) if (!byLatin.has(form)) byLatin.set(form, group);
  for (const form of group.arabic) if (!byArabic.has(form)) byArabic.set(form, group);
}

/** Spellings of the عبد head (with or without the article's vowel + l) in Latin compounds. */
const ABD_PREFIX = /^(?:abd|abdu|abde|abda|abdo|abdi)(?:[aeiou]?l)?/u;
/** Assimilated article after abd: Abdur-Rahman, Abdus-Salam, Abdun-Nasir. */
const ABD_ASSIMILATED = /^abd[aeiou](?:(th|dh|sh)(?=\1)|([tdrzsn])(?=\2))/u;
/** "X al-Din" and "X Allah" compounds: Salahuddin, Nureddine, Saifullah, Nasrallah. */
const DIN_SUFFIX = /^(.{3,}?)(?:[aeiou]?[ld]|[aeiou])d(?:in|een|ine)$/u;
const ALLAH_SUFFIX = /^(.{3,}?)[aeiou]?(?:ll|l)ah?$/u;

/**
 * Spelling-independent key of a Latin compound: 'abd+' / '+din' / '+allah' joined with the
 * consonant skeleton of the other part (Abdelkader and Abdulqadir → 'abd+kdr').
 */
function compoundKey(word: string): string | undefined {
  const assimilated = ABD_ASSIMILATED.exec(word);
  const prefix = assimilated?.[0] ?? ABD_PREFIX.exec(word)?.[0];
  const abdRest = prefix === undefined ? '' : word.slice(prefix.length);
  // Without a written article (abd-l, abd-ur) the rest must be a known name: Abdomen is no compound.
  const hasArticle = assimilated !== null || (prefix?.endsWith('l') ?? false);
  if (abdRest.length >= 3 && (hasArticle || byLatin.has(abdRest)))
    return `abd+${latinSkeleton(abdRest)}`;
  const din = DIN_SUFFIX.exec(word);
  if (din?.[1]) return `${latinSkeleton(din[1])}+din`;
  const allah = word.length >= 7 ? ALLAH_SUFFIX.exec(word) : null;
  if (allah?.[1]) return `${latinSkeleton(allah[1])}+allah`;
  return undefined;
}

const byCompoundKey = new Map<string, string>();
for (const group of VARIANT_GROUPS) {
  for (const form of group.latin) {
    const key = compoundKey(form);
    if (key !== undefined && !byCompoundKey.has(key)) byCompoundKey.set(key, group.id);
  }
}

/**
 * Canonical id of the curated Latin variant group of a lowercase, diacritic-free Latin token, or undefined.
 * Hyphens and apostrophes inside the token are ignored (`abd-al-rahman`, `sa'id`).
 *
 * @example latinVariantGroup('mohammed') === latinVariantGroup('muhammad') // 'muhammad'
 * @example latinVariantGroup('gaddafi') === latinVariantGroup('qadhafi') // 'qadhafi'
 * @example latinVariantGroup('abdelrahman') === latinVariantGroup('abdurrahman') // 'abdulrahman'
 * @example latinVariantGroup('abdelmoneim') === latinVariantGroup('abdulmunim') // 'abdulmunim'
 * @example latinVariantGroup('abdeljalil') === latinVariantGroup('abduljaleel') // 'abd+kll' (uncurated compound: skeleton of its second part)
 * @example latinVariantGroup('smith') // undefined
 */
export function latinVariantGroup(token: string): string | undefined {
  const word = token.toLowerCase().replace(/[-'’`ʿʾ]/gu, '');
  if (word === '') return undefined;
  const direct = byLatin.get(word);
  if (direct) return direct.id;
  const key = compoundKey(word);
  if (key === undefined) return undefined;
  return byCompoundKey.get(key) ?? key;
}

/** The curated group holding a normalised Arabic token, if any. */
export function arabicVariantGroup(token: string): VariantGroup | undefined {
  return byArabic.get(token);
}

/** The curated group with this id, if any. */
export function variantGroupById(id: string): VariantGroup | undefined {
  return VARIANT_GROUPS.find((group) => group.id === id);
}
