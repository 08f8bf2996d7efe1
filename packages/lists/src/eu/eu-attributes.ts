import type { XmlElement } from '../common/xml-stream';

/**
 * The trimmed value of the first of `names` present on the element, matched case-insensitively
 * because FSF 1.0 and 1.1 files and the CSV-derived tools spell some attributes differently
 * (`countryIso2Code` / `countryIso2code`, `issueDate` / `issuedDate`). Blank counts as absent.
 */
export function euAttribute(el: XmlElement, ...names: string[]): string | undefined {
  for (const name of names) {
    const wanted = name.toLowerCase();
    for (const [key, value] of Object.entries(el.attributes)) {
      if (key.toLowerCase() !== wanted) continue;
      const trimmed = value.trim();
      if (trimmed !== '') return trimmed;
    }
  }
  return undefined;
}

/** FSF writes "UNKNOWN" (ISO code "00") where no country is known; that is no country at all. */
export function euCountry(el: XmlElement): string | undefined {
  const description = euAttribute(el, 'countryDescription');
  if (description === undefined || description.toUpperCase() === 'UNKNOWN') return undefined;
  return description;
}

/** "true"/"false" flags; anything else is `undefined` so a missing flag keeps its default. */
export function euFlag(el: XmlElement, name: string): boolean | undefined {
  const value = euAttribute(el, name)?.toLowerCase();
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}
