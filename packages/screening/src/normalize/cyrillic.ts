import iuliia from 'iuliia';

const CYRILLIC_RE = /\p{Script=Cyrillic}/u;
/** Letters only Ukrainian or Belarusian write: such names follow their own national romanisation. */
const UKRAINIAN_BELARUSIAN_RE = /[іїєґўІЇЄҐЎ]/u;

export function hasCyrillicScript(text: string): boolean {
  return CYRILLIC_RE.test(text);
}

/**
 * Ukrainian (national standard of 2010) and Belarusian letters to Latin: г is h, и is y, і is i. iuliia carries
 * Russian schemes only, and a Russian scheme would misread these names (Ігор -> Igor instead of Ihor).
 */
const UKRAINIAN: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'h',
  ґ: 'g',
  д: 'd',
  е: 'e',
  є: 'ye',
  ж: 'zh',
  з: 'z',
  и: 'y',
  і: 'i',
  ї: 'yi',
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
  ў: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ы: 'y',
  э: 'e',
  ь: '',
  ъ: '',
  ю: 'yu',
  я: 'ya',
  ё: 'yo',
  "'": '',
  '’': '',
};

/**
 * Cyrillic name text to Latin, the way the lists romanise it: Russian through iuliia's BGN/PCGN scheme (OFAC's
 * and the UN's usual spelling: Yuriy, Sergeyevich, Zhukov), ё read as е as passports and lists do; Ukrainian and
 * Belarusian through their national tables. Other text is returned unchanged. Both list names and queries pass
 * here, so a Cyrillic query meets Latin-only entries and Cyrillic list names meet Latin queries.
 */
export function cyrillicToLatin(text: string): string {
  if (!hasCyrillicScript(text)) return text;
  if (UKRAINIAN_BELARUSIAN_RE.test(text)) {
    return [...text]
      .map((ch) => {
        const lower = ch.toLowerCase();
        const latin = UKRAINIAN[lower];
        if (latin === undefined) return ch;
        return ch === lower ? latin : latin.charAt(0).toUpperCase() + latin.slice(1);
      })
      .join('');
  }
  // BGN/PCGN marks ambiguous digraphs with a middle dot (Lukash·enka): a name has no such dot.
  return iuliia
    .translate(text.replace(/ё/g, 'е').replace(/Ё/g, 'Е'), iuliia.BGN_PCGN)
    .replace(/·/g, '');
}
