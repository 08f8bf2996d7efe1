import type { Language } from '@/lib/language';
import { ALPHA3_TO_ALPHA2 } from './country-codes';

// Common non-ISO spellings seen in list data, mapped to their ISO region.
const ALIASES: Readonly<Record<string, string>> = { UK: 'GB', EL: 'GR' };

const displayNames = new Map<Language, Intl.DisplayNames>();

function namesFor(language: Language): Intl.DisplayNames {
  let names = displayNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    displayNames.set(language, names);
  }
  return names;
}

let englishNameToRegion: Map<string, string> | undefined;

/** Region code of an English country name as Intl spells it ("Egypt" → EG), case-insensitive. */
function regionOfEnglishName(name: string): string | undefined {
  if (!englishNameToRegion) {
    const english = namesFor('en');
    englishNameToRegion = new Map(
      [...ALPHA3_TO_ALPHA2.values()].map((alpha2) => [
        (english.of(alpha2) ?? alpha2).toLowerCase(),
        alpha2,
      ]),
    );
  }
  return englishNameToRegion.get(name.toLowerCase());
}

function expandOne(value: string, language: Language): string {
  const trimmed = value.trim();
  if (trimmed.length > 3) {
    // Spec 3 shows longer values as published; in Arabic, a published English country name that
    // matches a region exactly is named in Arabic too, so the Arabic screen does not mix languages.
    const region = language === 'en' ? undefined : regionOfEnglishName(trimmed);
    return region === undefined ? trimmed : (namesFor(language).of(region) ?? trimmed);
  }
  if (trimmed.length === 0) return trimmed;
  const code = trimmed.toUpperCase();
  const alpha2 = code.length === 3 ? ALPHA3_TO_ALPHA2.get(code) : (ALIASES[code] ?? code);
  if (alpha2 === undefined || !/^[A-Z]{2}$/.test(alpha2)) return trimmed;
  return namesFor(language).of(alpha2) ?? trimmed;
}

/**
 * Names the nationality in the interface language when it is an ISO code (2 or 3 letters) or, in
 * Arabic, an English country name; a comma-separated list is expanded item by item; anything else is
 * returned as published.
 */
export function expandNationality(value: string, language: Language): string {
  return value
    .split(',')
    .map((part) => expandOne(part, language))
    .filter((part) => part !== '')
    .join(language === 'ar' ? '، ' : ', ');
}
