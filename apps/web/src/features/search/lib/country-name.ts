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

function expandOne(value: string, language: Language): string {
  const trimmed = value.trim();
  // Spec 3: only values of three characters or fewer are codes; longer values are names shown as published.
  if (trimmed.length === 0 || trimmed.length > 3) return trimmed;
  const code = trimmed.toUpperCase();
  const alpha2 = code.length === 3 ? ALPHA3_TO_ALPHA2.get(code) : (ALIASES[code] ?? code);
  if (alpha2 === undefined || !/^[A-Z]{2}$/.test(alpha2)) return trimmed;
  return namesFor(language).of(alpha2) ?? trimmed;
}

/**
 * Names the nationality in the interface language when it is an ISO code (2 or 3 letters);
 * a comma-separated list is expanded item by item; anything else is returned as published.
 */
export function expandNationality(value: string, language: Language): string {
  return value
    .split(',')
    .map((part) => expandOne(part, language))
    .filter((part) => part !== '')
    .join(language === 'ar' ? '، ' : ', ');
}
