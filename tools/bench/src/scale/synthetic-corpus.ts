import type { EntityName, ListEntity } from '@sanctions/screening';
import { createPrng, type Prng } from '../deck/prng';
import {
  drawToken,
  familyOf,
  nameTokens,
  tableKey,
  type NameDistributions,
  type SlotTables,
} from './name-distributions';

/** The corpus seed: the same seed and lists give the same million names. */
export const CORPUS_SEED = 'issue-26-scale-corpus';

/** Prefix of every synthetic record's id: no real list uses it, so a deck hit on one is never "expected". */
export const SYNTHETIC_ID_PREFIX = 'SYN-';

/** Share of a synthetic party's same-script aliases that respell its primary name (one token redrawn). */
const ALIAS_FROM_PRIMARY = 0.6;

/**
 * Synthetic list parties until their names number `nameCount` (bench only, never shipped): each copies the
 * shape of a real party drawn at random (type, list, how many names in which scripts and kinds, how long
 * each name is, its dates of birth and nationalities) and fills every name with tokens drawn from the
 * real lists' frequencies for that family, script and slot.
 */
export function syntheticEntities(
  distributions: NameDistributions,
  nameCount: number,
  seed: string = CORPUS_SEED,
): ListEntity[] {
  const prng = createPrng(seed);
  const out: ListEntity[] = [];
  let names = 0;
  while (names < nameCount) {
    const template = prng.pick(distributions.templates);
    const entity = synthesise(template, out.length, distributions, prng);
    // The last party is cut so the corpus holds exactly `nameCount` names.
    const kept = entity.names.slice(0, nameCount - names);
    out.push(kept.length === entity.names.length ? entity : { ...entity, names: kept });
    names += kept.length;
  }
  return out;
}

function synthesise(
  template: ListEntity,
  serial: number,
  distributions: NameDistributions,
  prng: Prng,
): ListEntity {
  const family = familyOf(template.type);
  const firstByScript = new Map<string, string[]>();
  const names: EntityName[] = template.names.map((name) => {
    const tables = distributions.tables.get(tableKey(family, name.script));
    const length = Math.max(1, nameTokens(name.full).length);
    const primary = firstByScript.get(name.script);
    let tokens: string[];
    if (tables === undefined) tokens = nameTokens(name.full);
    else if (primary !== undefined && prng.next() < ALIAS_FROM_PRIMARY)
      tokens = respelled(primary, tables, prng);
    else tokens = drawn(length, tables, prng);
    if (primary === undefined) firstByScript.set(name.script, tokens);
    return { full: tokens.join(' '), kind: name.kind, script: name.script };
  });
  return {
    ...template,
    sourceId: `${SYNTHETIC_ID_PREFIX}${serial}`,
    listSource: `Synthetic scale corpus (${template.listSource})`,
    names,
    addresses: [],
    documents: [],
  };
}

function drawn(length: number, tables: SlotTables, prng: Prng): string[] {
  const tokens: string[] = [];
  for (let position = 0; position < length; position += 1) {
    const slot =
      position === 0 ? tables.first : position === length - 1 ? tables.last : tables.middle;
    tokens.push(drawToken(slot, prng.next()));
  }
  return tokens;
}

/** An alias as lists write them: the primary with one token redrawn from the same slot. */
function respelled(primary: readonly string[], tables: SlotTables, prng: Prng): string[] {
  const at = prng.int(primary.length);
  const slot = at === 0 ? tables.first : at === primary.length - 1 ? tables.last : tables.middle;
  return primary.map((token, i) => (i === at ? drawToken(slot, prng.next()) : token));
}
