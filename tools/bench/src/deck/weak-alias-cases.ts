import type { ListEntity } from '@sanctions/screening';
import { COMMON_FAMILY_NAMES, COMMON_GIVEN_NAMES } from './common-names';
import type { DeckCase } from './deck-model';
import type { ListedNames } from './listed-names';
import { bare, matchCase, PARTICLES, tokens } from './name-tools';
import { NegativeCollector, personQuery } from './negative-collector';
import { createPrng } from './prng';

const COUNT = 150;
/** Honorifics and ranks in weak aliases ("Engineer Saboor", "Haji YUSIF"): not names a person goes by. */
const TITLES = new Set([
  'engineer',
  'doctor',
  'haji',
  'hajji',
  'sheikh',
  'shaykh',
  'mullah',
  'mawlawi',
  'maulavi',
  'qari',
  'mufti',
  'general',
  'colonel',
  'commander',
  'emir',
  'amir',
]);

/**
 * A plausible person whose name shares tokens only with one entry's weak alias (OFAC weak a.k.a., UN/UK low
 * quality): "<common given> <alias token>" or "<alias token> <common family>". OFAC: a hit on a weak AKA alone is
 * in most cases not a match, so none of these may raise a high alert.
 */
export function buildWeakAliasNegatives(
  entities: readonly ListEntity[],
  listed: ListedNames,
): DeckCase[] {
  const out = new NegativeCollector('weak-alias-negative', listed);
  const rng = createPrng('weak-alias-negative');
  const pool = entities.flatMap((entity) => {
    // Entity weak aliases are acronyms ("ODK OAO"); a person's name shares tokens with a person's alias.
    if (entity.type !== 'individual') return [];
    const strong = new Set(
      entity.names
        .filter((n) => n.kind !== 'weak')
        .flatMap((n) => tokens(n.full.replace(/[,-]/g, ' ')).map(bare)),
    );
    return entity.names
      .filter((n) => n.kind === 'weak' && n.script === 'latin')
      .flatMap((n) =>
        tokens(n.full.replace(/[,-]/g, ' '))
          .filter(
            (t) =>
              /^\p{L}{4,}$/u.test(t) &&
              !PARTICLES.has(bare(t)) &&
              !TITLES.has(bare(t)) &&
              !strong.has(bare(t)),
          )
          .map((token) => ({ token, alias: n.full })),
      );
  });
  for (const { token, alias } of rng.shuffle(pool)) {
    if (out.cases.length >= COUNT) break;
    const word = matchCase('Xx', token);
    const query =
      rng.next() < 0.5
        ? personQuery(rng.pick(COMMON_GIVEN_NAMES), word)
        : personQuery(word, rng.pick(COMMON_FAMILY_NAMES));
    out.add(query, `shares ${token} with the weak alias "${alias}"`);
  }
  return out.cases;
}
