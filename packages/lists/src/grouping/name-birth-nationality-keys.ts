import { countryCode, normalizeName } from '@sanctions/screening';
import type { PartialDate } from '@sanctions/screening';
import type { GroupableRecord } from './groupable-record';
import type { PartyKey } from './party-keys';

/** Fewest name tokens for the weak rule: a one-word name ("Abdullah") is too common to join on. */
const MIN_NAME_TOKENS = 2;

/**
 * Keys for the weak rule: same normalised name AND same full date of birth AND same nationality.
 * Only people qualify; weak aliases and partial, approximate or ranged dates never do, and a
 * record without a nationality gets no key, so a name alone can never join two records.
 * Token order is ignored ("AL-ZAWAHIRI Ayman" = "Ayman AL-ZAWAHIRI").
 */
export function nameBirthNationalityKeys(record: GroupableRecord): PartyKey[] {
  if (record.type !== 'individual') return [];
  const dates = new Set(record.birthDates.flatMap(fullDate));
  const countries = new Set(
    record.nationalities.flatMap((nationality) => countryCode(nationality) ?? []),
  );
  // Normalising names is the costly step: done only when a date and a nationality allow a key.
  if (dates.size === 0 || countries.size === 0) return [];
  const names = new Set(
    record.names
      .filter((name) => name.kind !== 'weak')
      .map((name) => normalizeName(name.full))
      .filter((tokens) => tokens.length >= MIN_NAME_TOKENS)
      .map((tokens) => [...tokens].sort().join(' ')),
  );
  const keys: PartyKey[] = [];
  for (const name of names) {
    for (const date of dates) {
      for (const country of countries) {
        keys.push({
          kind: 'name_birth_nationality',
          key: `ndn:${name}|${date}|${country}`,
          text: `same name, date of birth and nationality (${name}, ${date}, ${country})`,
        });
      }
    }
  }
  return keys;
}

function fullDate(date: PartialDate): string[] {
  const { year, month, day } = date;
  if (year === undefined || month === undefined || day === undefined) return [];
  if (date.circa === true || date.toYear !== undefined) return [];
  return [`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`];
}
