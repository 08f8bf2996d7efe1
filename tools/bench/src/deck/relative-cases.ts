import type { ListEntity } from '@sanctions/screening';
import type { DeckCase } from './deck-model';
import type { ListedNames } from './listed-names';
import {
  bare,
  canonicalTokens,
  latinQuery,
  matchCase,
  PARTICLES,
  primaryLatin,
} from './name-tools';
import { NegativeCollector } from './negative-collector';
import { createPrng } from './prng';

const COUNT = 150;
const FEMININE_PATRONYMIC = /(ovna|evna|ivna|ichna)$/;

/**
 * A relative of a listed person: the same family name and father's name (patronymic, or the middle names of an
 * Arabic chain), another given name common among listed persons of the same nationality. Not the person; an
 * alert needs other evidence. Combinations held by a listed name (a brother who is listed too) are dropped.
 * `seed` (empty for the stored deck) draws another batch, for a fresh measure that neither slice has seen.
 */
export function buildRelatives(
  entities: readonly ListEntity[],
  listed: ListedNames,
  seed = '',
): DeckCase[] {
  const out = new NegativeCollector('relative', listed);
  const rng = createPrng(`${seed}relative`);
  const people = entities.flatMap((entity) => {
    const name = entity.type === 'individual' ? primaryLatin(entity) : undefined;
    const parts = name ? canonicalTokens(name, entity) : [];
    const ok =
      parts.length >= 3 && parts.length <= 4 && parts.every((t) => /^[\p{L}'-]+$/u.test(t));
    return ok ? [{ entity, parts, country: entity.nationalities[0] ?? '' }] : [];
  });
  const givenByCountry = new Map<string, Map<string, number>>();
  for (const { parts, country } of people) {
    const first = parts[0] ?? '';
    if (PARTICLES.has(bare(first)) || bare(first).length < 3) continue;
    const counts = givenByCountry.get(country) ?? new Map<string, number>();
    counts.set(matchCase('Xx', first), (counts.get(matchCase('Xx', first)) ?? 0) + 1);
    givenByCountry.set(country, counts);
  }
  for (const { entity, parts, country } of rng.shuffle(people)) {
    if (out.cases.length >= COUNT) break;
    if (country === '') continue;
    const feminine = parts.some((t) => FEMININE_PATRONYMIC.test(bare(t)));
    const pool = [...(givenByCountry.get(country) ?? new Map<string, number>()).entries()]
      .filter(([name, n]) => n >= 2 && bare(name) !== bare(parts[0] ?? ''))
      .filter(([name]) => !feminine || /a$/.test(bare(name)))
      .map(([name]) => name);
    if (pool.length === 0) continue;
    const given = matchCase(parts[0] ?? '', rng.pick(pool));
    out.add(
      latinQuery([given, ...parts.slice(1)], entity),
      `relative of ${parts.join(' ')} (${entity.sanctionList}/${entity.sourceId})`,
    );
  }
  return out.cases;
}
