/**
 * Slavic names romanised by different standards meet through a shared key: each Latin token is read back into
 * Cyrillic by the conventions of the main standards (BGN/PCGN and English, ICAO 9303 passports, GOST 7.79-B,
 * German, French; R4.31 adds German with voiced s / sch, Polish, Czech and Spanish),
 * and each reading, reduced to what all standards agree on, is a key. "Sawtschenko" (German) and "Savchenko"
 * (BGN) both read back to савченко; "Iurii" (ICAO) and "Yury" (BGN) to юри; "Joukoff" (French) and "Zhukov" to
 * жуков. iuliia romanises Cyrillic (cyrillic.ts); no library reads Latin back, hence these small tables.
 */

type Reading = readonly (readonly [string, string])[];

const COMMON: Reading = [
  ['a', 'а'],
  ['b', 'б'],
  ['v', 'в'],
  ['g', 'г'],
  ['d', 'д'],
  ['e', 'е'],
  ['z', 'з'],
  ['i', 'и'],
  ['k', 'к'],
  ['l', 'л'],
  ['m', 'м'],
  ['n', 'н'],
  ['o', 'о'],
  ['p', 'п'],
  ['r', 'р'],
  ['s', 'с'],
  ['t', 'т'],
  ['u', 'у'],
  ['f', 'ф'],
  ['c', 'к'],
  ['q', 'к'],
  ['x', 'кс'],
  ['w', 'в'],
];

/** BGN/PCGN, the lists' usual standard, and English habits (y as й/ы, j as дж). */
const BGN: Reading = [
  ['shch', 'щ'],
  ['kh', 'х'],
  ['zh', 'ж'],
  ['ts', 'ц'],
  ['tch', 'ч'],
  ['ch', 'ч'],
  ['sh', 'ш'],
  ['yu', 'ю'],
  ['ya', 'я'],
  ['ye', 'е'],
  ['yo', 'е'],
  ['y', 'ы'],
  ['j', 'дж'],
  ['h', 'х'],
  ...COMMON,
];

/** ICAO 9303 (passports since 2013): iu, ia, i for й, kh, ts, zh. */
const ICAO: Reading = [
  ['shch', 'щ'],
  ['kh', 'х'],
  ['zh', 'ж'],
  ['ts', 'ц'],
  ['ch', 'ч'],
  ['sh', 'ш'],
  ['iu', 'ю'],
  ['ia', 'я'],
  ['y', 'ы'],
  ['h', 'х'],
  ['j', 'й'],
  ...COMMON,
];

/** GOST 7.79-B (Russian bibliographic and official Latin): x for х, cz for ц, shh for щ, j for й, y for ы. */
const GOST: Reading = [
  ['shh', 'щ'],
  ['zh', 'ж'],
  ['cz', 'ц'],
  ['ch', 'ч'],
  ['sh', 'ш'],
  ['yu', 'ю'],
  ['ya', 'я'],
  ['yo', 'е'],
  ['y', 'ы'],
  ['x', 'х'],
  ['j', 'й'],
  ...COMMON,
];

/** German: sch, tsch, schtsch, ch for х, z for ц, w for в, j for й. */
const GERMAN: Reading = [
  ['schtsch', 'щ'],
  ['tsch', 'ч'],
  ['sch', 'ш'],
  ['ch', 'х'],
  ['tz', 'ц'],
  ['z', 'ц'],
  ['ju', 'ю'],
  ['ja', 'я'],
  ['je', 'е'],
  ['jo', 'е'],
  ['j', 'й'],
  ['ss', 'с'],
  ['y', 'ы'],
  ['h', 'х'],
  ...COMMON,
];

/** French: ch for ш, tch, chtch, j for ж, ou for у, -off / -eff endings. */
const FRENCH: Reading = [
  ['chtch', 'щ'],
  ['tch', 'ч'],
  ['ch', 'ш'],
  ['kh', 'х'],
  ['iou', 'ю'],
  ['ou', 'у'],
  ['ia', 'я'],
  ['j', 'ж'],
  ['ss', 'с'],
  ['y', 'ы'],
  ['h', 'х'],
  ...COMMON,
];

/**
 * R4.31: German writes ж as sch and з as s (Gadschijew, Sacharow), so a German s and sch may be voiced: this
 * second German reading takes them so, the first reads them voiceless (Sawtschenko, Schukow).
 */
const GERMAN_VOICED: Reading = [
  ['schtsch', 'щ'],
  ['tsch', 'ч'],
  ['sch', 'ж'],
  ['ss', 'с'],
  ['s', 'з'],
  ...GERMAN,
];

/**
 * R4.31: Polish (Wikipedia and press practice): ie / ia / iu for е / я / ю after a consonant (Siergiej,
 * Alieksiej), cz, sz, szcz, rz, ch, c for ц, w for в, ł folded to l.
 */
const POLISH: Reading = [
  ['szcz', 'щ'],
  ['sz', 'ш'],
  ['cz', 'ч'],
  ['rz', 'ж'],
  ['ch', 'х'],
  ['ie', 'е'],
  ['ia', 'я'],
  ['iu', 'ю'],
  ['io', 'е'],
  ['je', 'е'],
  ['ja', 'я'],
  ['ju', 'ю'],
  ['jo', 'е'],
  ['j', 'й'],
  ['c', 'ц'],
  ['y', 'ы'],
  ['h', 'х'],
  ...COMMON,
];

/**
 * R4.31: Czech as typed on a keyboard without háčeks (Černov and Cernov fold alike): c for č, ch for х,
 * j for й, je / ja / ju for е / я / ю.
 */
const CZECH: Reading = [
  ['ch', 'х'],
  ['je', 'е'],
  ['ja', 'я'],
  ['ju', 'ю'],
  ['jo', 'е'],
  ['j', 'й'],
  ['c', 'ч'],
  ['y', 'ы'],
  ['h', 'х'],
  ...COMMON,
];

/** R4.31: Spanish: j for х (Jaritonov), ch, sh, zh, ts, ye / ya / yu, gu before e and i (Yevgueni). */
const SPANISH: Reading = [
  ['sch', 'щ'],
  ['ch', 'ч'],
  ['sh', 'ш'],
  ['zh', 'ж'],
  ['ts', 'ц'],
  ['ye', 'е'],
  ['yu', 'ю'],
  ['ya', 'я'],
  ['yo', 'е'],
  ['y', 'ы'],
  ['j', 'х'],
  ['h', 'х'],
  ...COMMON,
];

function byFirstLetter(reading: Reading): ReadonlyMap<string, Reading> {
  const map = new Map<string, (readonly [string, string])[]>();
  for (const pair of reading) {
    const first = pair[0].charAt(0);
    const list = map.get(first) ?? [];
    // The first pair listed for a sequence wins (COMMON comes last).
    if (!list.some(([latin]) => latin === pair[0])) list.push(pair);
    map.set(first, list);
  }
  for (const list of map.values()) list.sort((a, b) => b[0].length - a[0].length);
  return map;
}

interface ReadingSpec {
  readonly letters: ReadonlyMap<string, Reading>;
  /** French word endings (-off, -eff, -ine). */
  readonly frenchEndings: boolean;
  /** R4.31: gu before e / i is a hard г (French Evgueni, Spanish Yevgueni). */
  readonly hardG: boolean;
}

const spec = (reading: Reading, frenchEndings = false, hardG = false): ReadingSpec => ({
  letters: byFirstLetter(reading),
  frenchEndings,
  hardG,
});

const READINGS: readonly ReadingSpec[] = [
  spec(BGN),
  spec(ICAO),
  spec(GOST),
  spec(GERMAN),
  spec(FRENCH, true, true),
  spec(GERMAN_VOICED),
  spec(POLISH),
  spec(CZECH),
  spec(SPANISH, false, true),
];

const VOWELS = 'aeiouy';

function readBack(token: string, spec: ReadingSpec): string {
  const reading = spec.letters;
  let word = token;
  // French word endings: -off / -eff are -ов / -ев (Joukoff), -ine is -ин (Poutine).
  if (spec.frenchEndings) word = word.replace(/(o|e)ff$/, '$1v').replace(/ine$/, 'in');
  if (spec.hardG) word = word.replace(/gu(?=[eiy])/g, 'g');
  let out = '';
  for (let i = 0; i < word.length;) {
    const ch = word.charAt(i);
    // y after a vowel is й (Sergey, Nikolay), unless a vowel follows: then it marks е/я/ю (Sergeyevich).
    if (
      ch === 'y' &&
      i > 0 &&
      VOWELS.includes(word.charAt(i - 1)) &&
      !VOWELS.includes(word.charAt(i + 1))
    ) {
      out += 'й';
      i += 1;
      continue;
    }
    const pair = longestAt(reading.get(ch), word, i);
    if (pair === undefined) return '';
    out += pair[1];
    i += pair[0].length;
  }
  return out;
}

/** The first pair (longest first) whose Latin sequence starts `word` at `i`: a plain loop, no closure per letter. */
function longestAt(
  pairs: Reading | undefined,
  word: string,
  i: number,
): readonly [string, string] | undefined {
  if (pairs === undefined) return undefined;
  for (const pair of pairs) if (word.startsWith(pair[0], i)) return pair;
  return undefined;
}

const FOLDS: ReadonlyMap<string, string> = new Map([
  ['ё', 'е'],
  ['э', 'е'],
  ['й', 'и'],
  ['ы', 'и'],
  ['ъ', ''],
  ['ь', ''],
]);

/**
 * What every standard agrees on: ё/э as е, й and ы as и, no hard/soft signs, doubled letters once, and a final
 * -ий / -ый / -ии as и (Yevgeniy, Evgenii, Jewgeni).
 */
function reduce(cyrillic: string): string {
  // One pass instead of five regular expressions (it runs for every standard of every Latin token): letters
  // folded, signs dropped, then a letter equal to the one kept before it dropped, which also leaves a final
  // -ии as one и.
  let out = '';
  let last = '';
  for (let i = 0; i < cyrillic.length; i += 1) {
    const folded = FOLDS.get(cyrillic.charAt(i)) ?? cyrillic.charAt(i);
    if (folded === '' || folded === last) continue;
    out += folded;
    last = folded;
  }
  return out;
}

/** Tokens shorter than this meet too many others through a lossy reading. */
const MIN_LETTERS = 4;
/** A key is Cyrillic: "yury" reads юри. */
const MIN_KEY_LETTERS = 3;

/** The romanisation keys of a lowercase Latin token (deduplicated); empty for short or non-letter tokens. */
export function romanisationKeys(token: string): string[] {
  if (token.length < MIN_LETTERS || !/^[a-z]+$/.test(token)) return [];
  const keys: string[] = [];
  READINGS.forEach((reading) => {
    const read = readBack(token, reading);
    if (read === '') return;
    const key = reduce(read);
    if (key.length >= MIN_KEY_LETTERS && !keys.includes(key)) keys.push(key);
  });
  return keys;
}
