import { BASE } from './cyrillic-tables';

/**
 * The deck's own tables of the national romanisations of Russian (not the engine's): German (Duden), French,
 * Polish, Czech and Spanish press and civil-registry practice, and the passport standard (ICAO 9303), written
 * from the published schemes with their context rules (je / ie for е, gu before е and и, Polish ł, the -ий
 * ending), so the category tests the engine's reading of Latin back to Cyrillic on spellings it was not built on.
 */

export type NationalScheme = 'German' | 'French' | 'Polish' | 'Czech' | 'Spanish' | 'ICAO 9303';

interface Scheme {
  /** Cyrillic letter to Latin; a letter missing here is written as in `BASE`. */
  letters: Readonly<Record<string, string>>;
  /** е, ё, ю, я at the start of a word or after a vowel or a sign. */
  iotated: Readonly<Record<string, string>>;
  /** е, ё, ю, я after a consonant, when the scheme marks the softening. */
  soft?: Readonly<Record<string, string>>;
  /** The written form of the word-final -ий / -ый. */
  adjectiveEnd: { ий: string; ый: string };
  /** г before е / и / ы / э is written gu (French, Spanish), keeping it hard. */
  hardG?: boolean;
  /** с between vowels is doubled (German, French), keeping it voiceless. */
  doubleS?: boolean;
}

const SCHEMES: Readonly<Record<NationalScheme, Scheme>> = {
  German: {
    letters: {
      в: 'w',
      ж: 'sch',
      з: 's',
      й: 'j',
      х: 'ch',
      ц: 'z',
      ч: 'tsch',
      ш: 'sch',
      щ: 'schtsch',
    },
    iotated: { е: 'je', ё: 'jo', ю: 'ju', я: 'ja' },
    soft: { е: 'e', ё: 'jo', ю: 'ju', я: 'ja' },
    adjectiveEnd: { ий: 'i', ый: 'y' },
    doubleS: true,
  },
  French: {
    letters: { ж: 'j', й: 'i', у: 'ou', х: 'kh', ч: 'tch', ш: 'ch', щ: 'chtch' },
    iotated: { е: 'e', ё: 'io', ю: 'iou', я: 'ia' },
    soft: { е: 'e', ё: 'io', ю: 'iou', я: 'ia' },
    adjectiveEnd: { ий: 'i', ый: 'y' },
    hardG: true,
    doubleS: true,
  },
  Polish: {
    letters: { в: 'w', ж: 'ż', й: 'j', л: 'ł', х: 'ch', ц: 'c', ч: 'cz', ш: 'sz', щ: 'szcz' },
    iotated: { е: 'je', ё: 'jo', ю: 'ju', я: 'ja' },
    soft: { е: 'ie', ё: 'io', ю: 'iu', я: 'ia' },
    adjectiveEnd: { ий: 'ij', ый: 'y' },
  },
  Czech: {
    letters: { ж: 'ž', й: 'j', х: 'ch', ц: 'c', ч: 'č', ш: 'š', щ: 'šč' },
    iotated: { е: 'je', ё: 'jo', ю: 'ju', я: 'ja' },
    soft: { е: 'e', ё: 'jo', ю: 'ju', я: 'ja' },
    adjectiveEnd: { ий: 'ij', ый: 'yj' },
  },
  Spanish: {
    letters: { й: 'i', х: 'j', щ: 'sch' },
    iotated: { е: 'ye', ё: 'yo', ю: 'yu', я: 'ya' },
    soft: { е: 'e', ё: 'io', ю: 'iu', я: 'ia' },
    adjectiveEnd: { ий: 'i', ый: 'y' },
    hardG: true,
  },
  'ICAO 9303': {
    letters: { й: 'i', ъ: 'ie' },
    iotated: { е: 'e', ё: 'e', ю: 'iu', я: 'ia' },
    adjectiveEnd: { ий: 'ii', ый: 'y' },
  },
};

export const NATIONAL_SCHEMES = Object.keys(SCHEMES) as readonly NationalScheme[];

const VOWELS = 'аеёиоуыэюяіїє';
const SIGNS = 'ъь';
/** After these Polish writes е, not ie, and y for и (the consonants are hard). */
const POLISH_HARD = 'жшчщц';

/** Romanises one lowercase Cyrillic word by a national scheme. */
export function romaniseNational(word: string, name: NationalScheme): string {
  const scheme = SCHEMES[name];
  const lower = word.toLowerCase();
  const ending = /[иы]й$/.exec(lower)?.[0];
  const stem = ending === 'ий' || ending === 'ый' ? lower.slice(0, -2) : lower;
  let out = '';
  for (let i = 0; i < stem.length; i++) {
    const ch = stem.charAt(i);
    const prev = stem.charAt(i - 1);
    const next = stem.charAt(i + 1);
    const afterVowel = i === 0 || VOWELS.includes(prev) || SIGNS.includes(prev);
    if ('еёюя'.includes(ch)) {
      const hard = name === 'Polish' && POLISH_HARD.includes(prev);
      out += afterVowel
        ? (scheme.iotated[ch] ?? BASE[ch] ?? ch)
        : hard
          ? (BASE[ch] ?? ch)
          : (scheme.soft?.[ch] ?? scheme.iotated[ch] ?? BASE[ch] ?? ch);
      continue;
    }
    if (ch === 'г' && scheme.hardG && 'еиыэ'.includes(next)) {
      out += 'gu';
      continue;
    }
    if (ch === 'с' && scheme.doubleS && VOWELS.includes(prev) && VOWELS.includes(next)) {
      out += 'ss';
      continue;
    }
    // Polish writes л as l before the soft vowels and the soft sign, ł elsewhere.
    if (ch === 'л' && name === 'Polish' && 'еёиьюя'.includes(next)) {
      out += 'l';
      continue;
    }
    if (ch === 'и' && name === 'Polish' && POLISH_HARD.includes(prev)) {
      out += 'y';
      continue;
    }
    out += scheme.letters[ch] ?? BASE[ch] ?? ch;
  }
  if (ending === 'ий' || ending === 'ый') out += scheme.adjectiveEnd[ending];
  return out;
}
