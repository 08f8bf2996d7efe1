import type { EntityType, ListEntity, NameScript } from '@sanctions/screening';

/** Persons and everything else (organisations, vessels, aircraft): their names are built differently. */
export type NameFamily = 'person' | 'organisation';

/** Where a token stands in a name: given names and legal forms sit at the ends, not in the middle. */
export type TokenSlot = 'first' | 'middle' | 'last';

/** Tokens of one slot with their counts over the real names, sampled in proportion (cumulative counts). */
export interface TokenTable {
  readonly tokens: readonly string[];
  /** Running total of the counts: token `i` is drawn for a uniform value in [cumulative[i-1], cumulative[i]). */
  readonly cumulative: Float64Array;
}

/** Token tables of one family and script, per slot. */
export type SlotTables = Readonly<Record<TokenSlot, TokenTable>>;

export interface NameDistributions {
  /** Per `family/script`, e.g. `person/arabic`. */
  readonly tables: ReadonlyMap<string, SlotTables>;
  /** Every real entity, the templates of the synthetic ones' shapes (type, names per script and kind, length). */
  readonly templates: readonly ListEntity[];
}

/** Published names split into tokens the way a reader sees them (commas and spaces separate, hyphens stay). */
export function nameTokens(full: string): string[] {
  return full.split(/[\s,]+/u).filter((token) => token !== '');
}

export function familyOf(type: EntityType): NameFamily {
  return type === 'individual' ? 'person' : 'organisation';
}

export function tableKey(family: NameFamily, script: NameScript): string {
  return `${family}/${script}`;
}

function slotOf(position: number, length: number): TokenSlot {
  if (position === 0) return 'first';
  return position === length - 1 ? 'last' : 'middle';
}

/**
 * Token frequencies of the real lists per family, script and slot: what a synthetic name is drawn from, so
 * a million names carry the lists' own mix of common tokens (Mohammad, Ali, LLC) and rare ones.
 */
export function nameDistributions(entities: readonly ListEntity[]): NameDistributions {
  const counts = new Map<string, Record<TokenSlot, Map<string, number>>>();
  for (const entity of entities) {
    const family = familyOf(entity.type);
    for (const name of entity.names) {
      const tokens = nameTokens(name.full);
      const key = tableKey(family, name.script);
      let slots = counts.get(key);
      if (slots === undefined) {
        slots = { first: new Map(), middle: new Map(), last: new Map() };
        counts.set(key, slots);
      }
      tokens.forEach((token, position) => {
        const slot = slots[slotOf(position, tokens.length)];
        slot.set(token, (slot.get(token) ?? 0) + 1);
      });
    }
  }
  const tables = new Map<string, SlotTables>();
  for (const [key, slots] of counts) {
    // A slot no real name fills (one-token names have no middle) borrows the first slot's tokens.
    const first = toTable(slots.first);
    const table = (slot: Map<string, number>) => (slot.size === 0 ? first : toTable(slot));
    tables.set(key, { first, middle: table(slots.middle), last: table(slots.last) });
  }
  return { tables, templates: entities };
}

function toTable(counts: ReadonlyMap<string, number>): TokenTable {
  // Sorted so the tables, and so the corpus, do not depend on the order the lists were read in.
  const entries = [...counts].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const cumulative = new Float64Array(entries.length);
  let total = 0;
  entries.forEach(([, count], i) => {
    total += count;
    cumulative[i] = total;
  });
  return { tokens: entries.map(([token]) => token), cumulative };
}

/** The token whose cumulative band holds `uniform * total` (binary search). */
export function drawToken(table: TokenTable, uniform: number): string {
  const total = table.cumulative[table.cumulative.length - 1] ?? 0;
  const target = uniform * total;
  let low = 0;
  let high = table.cumulative.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((table.cumulative[middle] ?? 0) > target) high = middle;
    else low = middle + 1;
  }
  return table.tokens[low] ?? '';
}
