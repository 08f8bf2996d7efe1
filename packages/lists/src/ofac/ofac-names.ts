import type { EntityName, EntityType, NameKind } from '@sanctions/screening';
import { detectScript } from '../common/detect-script';

/**
 * A name as OFAC publishes it. Individuals are written "LAST, First Middle"; the full text is kept
 * and the parts are split at the first comma. Entity, vessel and aircraft names are never split.
 */
export function ofacName(full: string, kind: NameKind, type: EntityType): EntityName {
  const name: EntityName = { full, kind, script: detectScript(full) };
  if (type !== 'individual') return name;
  const comma = full.indexOf(',');
  if (comma === -1) return name;
  const family = full.slice(0, comma).trim();
  const given = full.slice(comma + 1).trim();
  return {
    ...name,
    ...(given ? { given } : {}),
    ...(family ? { family } : {}),
  };
}

/** Builds a name from separate XML parts: "LAST, First" when both exist, as the CSV writes it. */
export function ofacNameFromParts(
  firstName: string | undefined,
  lastName: string | undefined,
  kind: NameKind,
): EntityName | undefined {
  const full = lastName && firstName ? `${lastName}, ${firstName}` : (lastName ?? firstName);
  if (!full) return undefined;
  return {
    full,
    kind,
    script: detectScript(full),
    ...(firstName ? { given: firstName } : {}),
    ...(lastName && firstName ? { family: lastName } : {}),
  };
}

/** OFAC alias types (alt.csv "aka"/"fka"/"nka", XML "a.k.a."/"f.k.a."/"n.k.a.") as name kinds. */
export function aliasKind(type: string | undefined, weak: boolean): NameKind {
  if (weak) return 'weak';
  return /^f\.?k\.?a\.?$/i.test(type?.trim() ?? '') ? 'fka' : 'aka';
}

/** Adds names, skipping exact repeats of the same text and kind. */
export function pushUniqueName(names: EntityName[], name: EntityName): void {
  if (!names.some((n) => n.full === name.full && n.kind === name.kind)) names.push(name);
}
