import type { ListEntity } from '@sanctions/screening';
import type { DeckQuery } from './deck-model';
import { ListedNames } from './listed-names';
import { bare, canonicalTokens, latinNames, latinQuery } from './name-tools';
import { createPrng } from './prng';
import { DISTINCTIVE_MAX_ENTITIES } from './one-name-cases';
import { anySlip, distinctiveIndex, isNameWord } from './slips';
import { TokenSpread } from './token-spread';
import type { RankedHit } from '../ranked-hit';

/**
 * The recall floor of issue 22 item 1 as a property over the whole of the lists: every listed Latin name of
 * every entity, with one seeded slip in its distinctive token (the slippable token the fewest entities hold)
 * and the rest typed as listed, must come back at >= 70.
 */
export interface FloorCase {
  key: string;
  query: DeckQuery;
  expected: { sanctionList: ListEntity['sanctionList']; sourceId: string };
  listedName: string;
  note: string;
}

/** One case per listed Latin name that has a distinctive token; a slip that makes another listed name is skipped. */
export function recallFloorCases(entities: readonly ListEntity[]): FloorCase[] {
  const spread = new TokenSpread(entities);
  const listed = new ListedNames(entities);
  const cases: FloorCase[] = [];
  const seen = new Set<string>();
  for (const entity of entities) {
    latinNames(entity).forEach((name) => {
      const parts = canonicalTokens(name, entity);
      const index = distinctiveIndex(parts, spread);
      if (index === undefined) return;
      // A name of one word (beside particles, titles, legal forms) is a lead only when that word is rare:
      // "Abu Salim" typed "Abu Saleim" is any Salim (issue 22: "when its distinctive tokens match").
      const words = parts.filter(isNameWord);
      if (words.length <= 1 && spread.entities(parts[index] ?? '') > DISTINCTIVE_MAX_ENTITIES)
        return;
      const key = `floor/${entity.sanctionList}/${entity.sourceId}/${name.full}`;
      const slipped = anySlip(parts, index, createPrng(key));
      if (!slipped) return;
      const coined =
        entity.type === 'entity' || entity.type === 'vessel' || entity.type === 'aircraft';
      if (skipReason(parts, index, slipped.parts, spread, coined) !== undefined) return;
      const text = slipped.parts.join(' ');
      // A variant that is another listed name, or whose slipped word is a word of a listed name (Sami for
      // Samir; DARA for DARAB is DAR'A, listed), is another name, not a slip.
      if (listed.isListed(text)) return;
      const original = new Set(parts.map((t) => t.toLowerCase()));
      if (slipped.parts.some((t) => !original.has(t.toLowerCase()) && listed.isListedWord(t)))
        return;
      const dedupe = `${entity.sanctionList}/${entity.sourceId}/${text.toLowerCase()}`;
      if (seen.has(dedupe)) return;
      seen.add(dedupe);
      cases.push({
        key,
        query: latinQuery(slipped.parts, entity),
        expected: { sanctionList: entity.sanctionList, sourceId: entity.sourceId },
        listedName: name.full,
        note: slipped.note,
      });
    });
  }
  return cases;
}

/**
 * The explicit skip rules (ADR 002 R4.9): variants an analyst would not call "the listed name with one slip".
 * - `common-word`: the slipped word is held by more than COMMON_WORD_ENTITIES entities (Ibrahim, Ismail,
 *   Rahman, Abdul: the engine's own scale of a common name, PARTIAL_NAME.commonListNames = 22 list names): the name has no distinctive part to slip (issue 22: "a listed name whose distinctive part
 *   is typed with one slip"), and "Dr. Inrahim" is any Ibrahim.
 * - `short-lone-word`: the name's only word is short and the slip makes another word: the same length and 5
 *   letters or fewer (JEDID / JEDAD, NADRA / HADRA, LOUCA / LUOCA), or a letter added or dropped at either end
 *   (TROPA / TROP, ADONIA / DONIA): the round-3 one-word rule the engine keeps (Roman / Raman, Roman / Romana).
 *   Persons only since R4.50: an organisation's, vessel's or aircraft's one-word name is a coined word, and one
 *   letter off it is a slip the engine must read (PERUN / LERUN, RCHBD / RCJBD).
 * - `legal-form-word`: below.
 */
/** More entities than this hold a common word (the engine's PARTIAL_NAME.commonListNames scale, 22 names). */
const COMMON_WORD_ENTITIES = 20;

export type SkipReason = 'common-word' | 'short-lone-word' | 'legal-form-word';

/**
 * `legal-form-word`: words of the Russian and Ukrainian legal forms the deck's table does not list
 * (OBMEZHENOIU, VIDPOVIDALNISTIU, OTVETSTVENNOSTIU): a slip there is no slip of the distinctive name (the
 * legal lane's item 2).
 */
const LEGAL_FORM_STEMS =
  /^(obmezhen|vidpovidaln|otvetstvenn|ogranichenn|tovarystv|obshchestv|aktsioner)/;

export function skipReason(
  parts: readonly string[],
  index: number,
  slipped: readonly string[],
  spread: TokenSpread,
  coined = false,
): SkipReason | undefined {
  const listed = bare(parts[index] ?? '');
  if (spread.entities(parts[index] ?? '') > COMMON_WORD_ENTITIES) return 'common-word';
  if (LEGAL_FORM_STEMS.test(listed)) return 'legal-form-word';
  if (parts.filter(isNameWord).length !== 1 || slipped.length !== parts.length) return undefined;
  // R4.50: an organisation's, vessel's or aircraft's one-word name is a coined word; one letter off is a slip.
  if (coined) return undefined;
  const typed = bare(slipped[index] ?? '');
  if (typed.length === listed.length && listed.length <= 5) return 'short-lone-word';
  const atEnd =
    listed.startsWith(typed) ||
    typed.startsWith(listed) ||
    listed.endsWith(typed) ||
    typed.endsWith(listed);
  return atEnd ? 'short-lone-word' : undefined;
}

/** A case the engine lost: what was typed, what was expected and what came back instead. */
export interface FloorLoss {
  floorCase: FloorCase;
  returned: RankedHit[];
}

export function runRecallFloor(
  cases: readonly FloorCase[],
  screenQuery: (query: DeckQuery) => RankedHit[],
): FloorLoss[] {
  const losses: FloorLoss[] = [];
  for (const floorCase of cases) {
    const returned = screenQuery(floorCase.query);
    const found = returned.some(
      (hit) =>
        hit.sanctionList === floorCase.expected.sanctionList &&
        hit.sourceId === floorCase.expected.sourceId &&
        hit.confidence >= 70,
    );
    if (!found) losses.push({ floorCase, returned });
  }
  return losses;
}

export function describeLoss(loss: FloorLoss): string {
  const { floorCase } = loss;
  const typed = `${floorCase.query.firstName} ${floorCase.query.lastName}`.trim();
  const came =
    loss.returned
      .slice(0, 3)
      .map((hit) => `${hit.sanctionList} ${hit.sourceId} ${hit.confidence}`)
      .join('; ') || 'nothing';
  return `"${typed}" (${floorCase.note}) expected ${floorCase.expected.sanctionList} ${floorCase.expected.sourceId} "${floorCase.listedName}"; got ${came}`;
}
