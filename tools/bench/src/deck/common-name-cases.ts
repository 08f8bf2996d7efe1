import type { ListEntity } from '@sanctions/screening';
import type { DeckCase } from './deck-model';
import type { ListedNames } from './listed-names';
import { bare, canonicalTokens, PARTICLES, primaryLatin } from './name-tools';
import { PUBLIC_NAME_TABLES } from './name-frequency-tables';
import type { Gender } from './name-frequency-tables';
import { NegativeCollector, personQuery } from './negative-collector';
import { createPrng } from './prng';
import type { Prng } from './prng';

/** A weighted name: drawn with probability weight / total weight of its table. */
interface Weighted {
  name: string;
  weight: number;
  gender?: Gender;
}

type Pattern = 'given-family' | 'given-father-family' | 'given-patronymic-family' | 'two-families';

interface Culture {
  id: string;
  count: number;
  given: readonly Weighted[];
  family: readonly Weighted[];
  /** Father's names (Arabic and Persian chains), male given names of the same culture. */
  father?: readonly Weighted[];
  /** A third part, drawn for the share given. */
  third?: { pattern: Pattern; share: number };
  /** Family names take the feminine -a ending for women (Ivanov / Ivanova). */
  slavicFeminine?: boolean;
}

/** Nationalities of listed persons whose names give the frequencies the public tables lack (PROVENANCE.md). */
const ARAB =
  /syria|iraq|leban|saudi|yemen|egypt|libya|tunisia|algeria|jordan|palestin|morocco|sudan|kuwait|emirates|qatar|bahrain|oman/i;
const LIST_DERIVED_TOP = 40;
const LIST_DERIVED_MIN = 3;
/** Titles and name-forming words that head or close listed names but are no given or family name. */
const NOT_A_NAME = new Set([
  'haji',
  'hajji',
  'sheikh',
  'mullah',
  'mawlawi',
  'maulavi',
  'qari',
  'mohd',
]);

/**
 * Realistic common names of people of the cultures the lists hold (issue 22 item 5): two or three common parts,
 * each drawn by its frequency (public tables where one exists, else the frequencies of the lists' own given and
 * family names for that nationality), minus any combination a listed name holds. The expected answer is no
 * alert: sharing common name parts with a listed person is not being that person. `seed` (empty for the stored deck)
 * draws another batch of the same kind, for a fresh measure that neither slice has seen.
 */
export function buildCommonNames(
  entities: readonly ListEntity[],
  listed: ListedNames,
  seed = '',
): DeckCase[] {
  const fromLists = listDerived(entities);
  const t = PUBLIC_NAME_TABLES;
  const pub = (rows: readonly (readonly [string, number, Gender?])[]): Weighted[] =>
    rows.map(([name, weight, gender]) => (gender ? { name, weight, gender } : { name, weight }));
  const male = (rows: readonly Weighted[]) => rows.filter((r) => r.gender === 'M');
  const cultures: Culture[] = [
    {
      id: 'arabic',
      count: 70,
      given: pub(t.arabic.given),
      father: male(pub(t.arabic.given)),
      family: fromLists(ARAB, 'family'),
      third: { pattern: 'given-father-family', share: 0.5 },
    },
    {
      id: 'persian',
      count: 45,
      given: pub(t.persian.given),
      father: male(pub(t.persian.given)),
      family: fromLists(/iran/i, 'family'),
      third: { pattern: 'given-father-family', share: 0.3 },
    },
    {
      id: 'afghan',
      count: 30,
      given: fromLists(/afghan/i, 'given'),
      father: fromLists(/afghan/i, 'given'),
      family: fromLists(/afghan/i, 'family'),
      third: { pattern: 'given-father-family', share: 0.3 },
    },
    {
      id: 'pakistani',
      count: 15,
      given: pub(t.pakistani.given),
      family: fromLists(/pakistan/i, 'family'),
    },
    {
      id: 'russian',
      count: 45,
      given: pub(t.russian.given),
      father: male(pub(t.russian.given)),
      family: pub(t.russian.family),
      third: { pattern: 'given-patronymic-family', share: 0.5 },
      slavicFeminine: true,
    },
    {
      id: 'ukrainian',
      count: 20,
      given: pub(t.ukrainian.given),
      family: pub(t.ukrainian.family),
    },
    { id: 'chinese', count: 30, given: pub(t.chinese.given), family: pub(t.chinese.family) },
    { id: 'korean', count: 20, given: pub(t.korean.given), family: pub(t.korean.family) },
    { id: 'turkish', count: 20, given: pub(t.turkish.given), family: pub(t.turkish.family) },
    {
      id: 'spanish',
      count: 30,
      given: pub(t.spanish.given),
      family: pub(t.spanish.family),
      third: { pattern: 'two-families', share: 0.5 },
    },
    {
      id: 'central-asian',
      count: 15,
      given: pub(t['central-asian'].given),
      family: pub(t['central-asian'].family),
      slavicFeminine: true,
    },
  ];

  const out = new NegativeCollector('common-names', listed);
  for (const culture of cultures) {
    if (culture.given.length === 0 || culture.family.length === 0) continue;
    const rng = createPrng(`${seed}common-names/${culture.id}`);
    let made = 0;
    for (let tries = 0; made < culture.count && tries < culture.count * 30; tries++) {
      const drawn = drawName(culture, rng);
      if (drawn && out.add(personQuery(drawn.first, drawn.last), `${culture.id}: ${drawn.note}`))
        made++;
    }
  }
  return out.cases;
}

function drawName(
  culture: Culture,
  rng: Prng,
): { first: string; last: string; note: string } | undefined {
  const given = pickWeighted(culture.given, rng);
  let family = pickWeighted(culture.family, rng).name;
  const feminine = given.gender === 'F';
  if (culture.slavicFeminine && feminine && /(ov|ev|in|yov)$/i.test(family)) family += 'a';
  const third =
    culture.third && rng.next() < culture.third.share ? culture.third.pattern : undefined;
  if (third === 'given-father-family' && culture.father) {
    const father = pickWeighted(culture.father, rng).name;
    if (bare(father) === bare(given.name)) return undefined;
    return { first: `${given.name} ${father}`, last: family, note: 'given, father, family' };
  }
  if (third === 'given-patronymic-family' && culture.father) {
    const patronymic = slavicPatronymic(pickWeighted(culture.father, rng).name, feminine);
    if (patronymic)
      return {
        first: `${given.name} ${patronymic}`,
        last: family,
        note: 'given, patronymic, family',
      };
  }
  if (third === 'two-families') {
    const second = pickWeighted(culture.family, rng).name;
    if (bare(second) === bare(family)) return undefined;
    return { first: given.name, last: `${family} ${second}`, note: 'given, two family names' };
  }
  if (bare(family) === bare(given.name)) return undefined;
  return { first: given.name, last: family, note: 'given, family' };
}

/**
 * Russian patronymic of a father's name: Sergei -> Sergeevich / Sergeevna, Ivan -> Ivanovich / Ivanovna,
 * Alexander -> Alexandrovich, Pavel -> Pavlovna (the fleeting e drops).
 */
export function slavicPatronymic(father: string, feminine: boolean): string | undefined {
  const lower = father.toLowerCase();
  if (/[ao]$/.test(lower) || lower.length < 3 || lower === 'lev') return undefined;
  const [stem, soft] = /(ey|ei)$/.test(lower)
    ? [father.slice(0, -2) + 'e', true]
    : /(iy|ii|y|i)$/.test(lower)
      ? [father.replace(/(iy|ii|y|i)$/i, 'i'), true]
      : [father.replace(/([^aeiou])e([rl])$/i, '$1$2'), false];
  return `${stem}${soft ? 'ev' : 'ov'}${feminine ? 'na' : 'ich'}`;
}

function pickWeighted(items: readonly Weighted[], rng: Prng): Weighted {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  let at = rng.next() * total;
  for (const item of items) {
    at -= item.weight;
    if (at < 0) return item;
  }
  const last = items.at(-1);
  if (!last) throw new Error('pick from an empty table');
  return last;
}

/**
 * Given (first token) and family (last token) name frequencies of listed persons of one nationality, by entity:
 * the fallback where no public table covers a culture (PROVENANCE.md). The LIST_DERIVED_TOP most frequent, each
 * held by at least LIST_DERIVED_MIN listed persons, weighted by that count.
 */
function listDerived(
  entities: readonly ListEntity[],
): (nationality: RegExp, part: 'given' | 'family') => Weighted[] {
  const people = entities.flatMap((entity) => {
    const name = entity.type === 'individual' ? primaryLatin(entity) : undefined;
    const parts = name ? canonicalTokens(name, entity) : [];
    return parts.length >= 2 ? [{ entity, parts }] : [];
  });
  return (nationality, part) => {
    const counts = new Map<string, number>();
    for (const { entity, parts } of people) {
      if (!entity.nationalities.some((n) => nationality.test(n))) continue;
      const token = part === 'given' ? parts[0] : parts.at(-1);
      if (token === undefined || !/^\p{L}{3,}$/u.test(token)) continue;
      const key = bare(token);
      if (PARTICLES.has(key) || NOT_A_NAME.has(key)) continue;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return [...counts.entries()]
      .filter(([, n]) => n >= LIST_DERIVED_MIN)
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, LIST_DERIVED_TOP)
      .map(([token, weight]) => ({ name: token.charAt(0).toUpperCase() + token.slice(1), weight }));
  };
}
