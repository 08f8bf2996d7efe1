import type { EntityAddress, EntityName, EntityType, NameKind } from '@sanctions/screening';
import { detectScript } from '../common/detect-script';

/** FCDO's IndividualEntityShip and OFSI's Group Type share the values Individual, Entity and Ship. */
export function ukEntityType(text: string | undefined): EntityType {
  switch (text?.toLowerCase()) {
    case 'individual':
      return 'individual';
    case 'entity':
      return 'entity';
    case 'ship':
      return 'vessel';
    default:
      return 'unknown';
  }
}

/**
 * A name from the UK lists' six name columns: Name 1-5 are given names, Name 6 the family name.
 * `given`/`family` are kept only when both are present; blank or absent parts are skipped.
 * Undefined when every part is blank.
 */
export function buildUkName(
  givenParts: readonly (string | undefined)[],
  family: string | undefined,
  kind: NameKind,
): EntityName | undefined {
  const given = givenParts.filter((part) => part !== undefined && part !== '').join(' ');
  const familyName = family ?? '';
  const full = [given, familyName].filter((part) => part !== '').join(' ');
  if (full === '') return undefined;
  return {
    full,
    kind,
    script: detectScript(full),
    ...(given !== '' && familyName !== '' ? { given, family: familyName } : {}),
  };
}

/** Adds `name` unless a name with the same full text is already there (the first kind wins). */
export function addUniqueName(names: EntityName[], name: EntityName): void {
  if (!names.some((existing) => existing.full === name.full)) names.push(name);
}

/**
 * An address from up to six address lines, a postcode and a country; blank or absent parts are
 * skipped. Undefined when every part is blank.
 */
export function buildUkAddress(
  lines: readonly (string | undefined)[],
  postalCode: string | undefined,
  country: string | undefined,
): EntityAddress | undefined {
  const street = lines.filter((line) => line !== undefined && line !== '');
  const full = [...street, postalCode, country]
    .filter((part) => part !== undefined && part !== '')
    .join(', ');
  if (full === '') return undefined;
  return {
    full,
    ...(street.length > 0 ? { street: street.join(', ') } : {}),
    ...(postalCode ? { postalCode } : {}),
    ...(country ? { country } : {}),
  };
}
