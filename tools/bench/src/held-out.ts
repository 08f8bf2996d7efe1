import type { ListEntity } from '@sanctions/screening';
import { baselineNormalise } from './baseline/baseline-normalise';
import type { DeckCase } from './deck/deck-model';
import { HELD_OUT_ARABIC_CATEGORY } from './deck/deck-model';

/**
 * The entities of the "Arabic script vs Latin-only entry" category lose their Arabic names, and so does every
 * other record carrying the same Arabic name (the UK list repeats UN designations): the engine can then only
 * reach them through what it learned from the other entities' paired names.
 */
export function withoutHeldOutArabic(
  entities: readonly ListEntity[],
  deck: readonly DeckCase[],
): ListEntity[] {
  const cases = deck.filter((c) => c.category === HELD_OUT_ARABIC_CATEGORY);
  const keys = new Set(cases.map((c) => `${c.expected?.sanctionList}/${c.expected?.sourceId}`));
  const texts = new Set(cases.map((c) => baselineNormalise(c.query.arabicName)));
  return entities.map((entity) => {
    const held = keys.has(`${entity.sanctionList}/${entity.sourceId}`);
    const names = entity.names.filter(
      (n) => n.script !== 'arabic' || (!held && !texts.has(baselineNormalise(n.full))),
    );
    return names.length === entity.names.length ? entity : { ...entity, names };
  });
}
