const ISO_COUNTRY = /^[A-Z]{2}$/;

let codesByEnglishName: Map<string, string> | undefined;

// Lists publish nationalities as English country names or ISO codes; the English names of every
// region code let both be shown in another language.
function codeOfEnglishName(name: string): string | undefined {
  if (!codesByEnglishName) {
    const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    codesByEnglishName = new Map();
    for (let first = 65; first <= 90; first += 1) {
      for (let second = 65; second <= 90; second += 1) {
        const code = String.fromCharCode(first, second);
        const known = english.of(code);
        if (known !== undefined) codesByEnglishName.set(known.toLowerCase(), code);
      }
    }
  }
  return codesByEnglishName.get(name.toLowerCase());
}

/** A nationality (ISO code or English country name; ', '-joined when several) in `language`; unknown text stays. */
export function countryNamesIn(language: string, nationality: string): string {
  if (language === 'en' && !/\b[A-Z]{2}\b/.test(nationality)) return nationality;
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
  return nationality
    .split(', ')
    .map((part) => {
      const trimmed = part.trim();
      const code =
        ISO_COUNTRY.test(trimmed.toUpperCase()) && trimmed.length === 2
          ? trimmed.toUpperCase()
          : codeOfEnglishName(trimmed);
      return (code === undefined ? undefined : names.of(code)) ?? part;
    })
    .join(language === 'ar' ? '، ' : ', ');
}
