/**
 * The deck's own romanisation tables (not the engine's, not iuliia's), written from the published schemes:
 * Latin (as the lists spell Russian names, mostly BGN/PCGN) back to Cyrillic, and Cyrillic out to other
 * standards, so the romanisation categories test the engine's transliteration honestly.
 */

/** Longest first: multi-letter Latin sequences to Cyrillic. */
const LATIN_TO_CYRILLIC: readonly (readonly [string, string])[] = [
  ['shch', 'щ'],
  ['tch', 'ч'],
  ['sch', 'щ'],
  ['yo', 'ё'],
  ['yu', 'ю'],
  ['ya', 'я'],
  ['ye', 'е'],
  ['iy', 'ий'],
  ['yi', 'ый'],
  ['zh', 'ж'],
  ['kh', 'х'],
  ['ts', 'ц'],
  ['ch', 'ч'],
  ['sh', 'ш'],
  ['a', 'а'],
  ['b', 'б'],
  ['v', 'в'],
  ['w', 'в'],
  ['g', 'г'],
  ['d', 'д'],
  ['e', 'е'],
  ['z', 'з'],
  ['i', 'и'],
  ['j', 'й'],
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
  // A lone h is the Ukrainian and Belarusian г (Ihor, Hennadiy); Russian х is written kh.
  ['h', 'г'],
  ['c', 'ц'],
  ['x', 'кс'],
  ['q', 'к'],
];

const VOWELS = new Set([...'aeiouy']);

/** "Aleksandr Dmitriyevich ZHUKOV" -> "Александр Дмитриевич Жуков"; undefined when a letter has no mapping. */
export function latinToCyrillic(token: string): string | undefined {
  const lower = token.toLowerCase();
  let out = '';
  for (let i = 0; i < lower.length;) {
    const rest = lower.slice(i);
    const ch = rest.charAt(0);
    if (ch === '-' || ch === "'") {
      out += ch === '-' ? '-' : 'ь';
      i++;
      continue;
    }
    // y: й after a vowel (Sergey), ы between consonants (Vyshinsky is vy -> вы), е/я/ю handled above.
    if (ch === 'y' && !['yo', 'yu', 'ya', 'ye', 'yi'].some((p) => rest.startsWith(p))) {
      const prev = lower.charAt(i - 1);
      // Final y after a consonant is the adjective ending ий (Vasily, Dmitry, Vysotsky).
      out += VOWELS.has(prev) ? 'й' : i === lower.length - 1 ? 'ий' : 'ы';
      i++;
      continue;
    }
    // "ie"/"ye" after a consonant in -iyevich style patronymics is е; "iy" at the end is ий.
    // "iye" is и + е (Dmitriyevich), not ий + е.
    const match = LATIN_TO_CYRILLIC.find(
      ([latin]) => rest.startsWith(latin) && !(latin === 'iy' && VOWELS.has(rest.charAt(2))),
    );
    if (!match) return undefined;
    let cyr = match[1];
    // Initial e is э (Eduard); elsewhere е.
    if (match[0] === 'e' && i === 0) cyr = 'э';
    // ye after a consonant reads as е after ь in BGN (Afanasyev -> Афанасьев).
    if (match[0] === 'ye' && i > 0 && !VOWELS.has(lower.charAt(i - 1))) cyr = 'ье';
    out += cyr;
    i += match[0].length;
  }
  return out;
}

export function cyrillicCase(model: string, text: string): string {
  if (model === model.toUpperCase()) return text.toUpperCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Cyrillic letter to Latin per scheme; a letter missing from a scheme uses `BASE`. */
export const BASE: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  і: 'i',
  ї: 'yi',
  є: 'ye',
  ґ: 'g',
  ў: 'u',
};

export type RomanisationScheme = 'ICAO 9303' | 'German' | 'French' | 'scholarly' | 'GOST 7.79-B';

const SCHEMES: Readonly<Record<RomanisationScheme, Readonly<Record<string, string>>>> = {
  // Passports since 2013: й i, ю iu, я ia, ъ ie, ц ts, х kh.
  'ICAO 9303': { й: 'i', ю: 'iu', я: 'ia', ъ: 'ie', ё: 'e', щ: 'shch' },
  German: {
    в: 'w',
    ж: 'sch',
    з: 's',
    й: 'j',
    х: 'ch',
    ц: 'z',
    ч: 'tsch',
    ш: 'sch',
    щ: 'schtsch',
    ю: 'ju',
    я: 'ja',
    ы: 'y',
    е: 'e',
  },
  French: {
    ж: 'j',
    й: 'i',
    у: 'ou',
    х: 'kh',
    ч: 'tch',
    ш: 'ch',
    щ: 'chtch',
    ю: 'iou',
    я: 'ia',
    ы: 'y',
  },
  // ISO 9 / scholarly with the diacritics a keyboard drops: ž -> z, č -> c, š -> s, šč -> sc.
  scholarly: { ж: 'z', х: 'ch', ц: 'c', ч: 'c', ш: 's', щ: 'sc', й: 'j', ю: 'ju', я: 'ja' },
  'GOST 7.79-B': { й: 'j', х: 'x', ц: 'cz', щ: 'shh', ю: 'yu', я: 'ya', ы: "y'", э: "e'" },
};

export const SCHEME_NAMES = Object.keys(SCHEMES) as readonly RomanisationScheme[];

/** Romanises a Cyrillic token by one scheme, with the scheme's word-final habits (French -ov -> -off). */
export function romanise(token: string, scheme: RomanisationScheme): string {
  const table = SCHEMES[scheme];
  // German and French drop the й of the -ий ending (Jewgeni, Iouri).
  const lower =
    scheme === 'German' || scheme === 'French'
      ? token.toLowerCase().replace(/ий$/, 'и')
      : token.toLowerCase();
  let out = '';
  for (let i = 0; i < lower.length; i++) {
    const ch = lower.charAt(i);
    const prev = lower.charAt(i - 1);
    // German and French write е as je / ie at the start of a word and after a vowel (Jewgeni).
    if (ch === 'е' && (i === 0 || 'аеёиоуыэюя'.includes(prev))) {
      if (scheme === 'German') {
        out += 'je';
        continue;
      }
    }
    out += table[ch] ?? BASE[ch] ?? ch;
  }
  if (scheme === 'French') out = out.replace(/ov$/, 'off').replace(/ev$/, 'eff');
  return out;
}

/** Korean family-name romanisations: North Korean list spelling -> South Korean / other spellings. */
export const KOREAN_FAMILY_VARIANTS: Readonly<Record<string, readonly string[]>> = {
  ri: ['Lee', 'Yi', 'Rhee'],
  pak: ['Park', 'Bak'],
  rim: ['Lim', 'Im'],
  jang: ['Chang'],
  choe: ['Choi'],
  kang: ['Gang'],
  jong: ['Jeong', 'Chung'],
  o: ['Oh'],
  ryu: ['Yoo', 'Yu'],
  ro: ['Roh', 'No'],
  sin: ['Shin'],
  han: ['Hahn'],
  kim: ['Gim'],
  cho: ['Jo'],
  yun: ['Yoon'],
  chon: ['Jeon', 'Chun'],
  hwang: ['Hwang'],
  ryom: ['Yeom'],
  ju: ['Joo'],
};
