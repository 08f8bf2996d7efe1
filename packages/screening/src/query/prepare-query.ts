import { hasArabicScript } from '../arabic';
import { WEIGHT } from '../config';
import type { AnyListEntity } from '../model/list-entity';
import type { ScreeningIndexData } from '../index/build-index';
import { exactKeyOf, joinedAlternatives, splitAlternatives } from '../index/name-forms';
import { compoundAlternatives } from '../normalize/compounds';
import { slippedCompoundReading } from '../normalize/compound-slips';
import { joinArabicCompounds, normalizeName } from '../normalize/normalize-name';
import { readLegalForms } from '../normalize/legal-forms';
import { tokenizeLatin } from '../normalize/tokenize';
import { cyrillicToLatin } from '../normalize/cyrillic';
import { headApartReading } from './head-apart';
import type { QueryName, QueryTokens } from '../score/name-score';
import { makeTokenData, type TokenData } from '../tokens/token-data';
import type { QueryNameSource, ScreeningQuery } from '../types';

/**
 * Token data of the query's tokens, made once per distinct text: the joined, split and compound forms
 * repeat most tokens, and one object per text also lets the pair cache compare each pair once.
 */
type TokenMemo = Map<string, TokenData>;

/** Pair-cache slot per distinct token object over every form of every query name. */
type SlotMap = Map<TokenData, number>;

/** Query names ready for scoring, and how many distinct tokens (pair-cache slots) their forms hold. */
export interface PreparedQuery {
  readonly names: QueryName[];
  readonly distinctTokens: number;
}

function slotsOf(tokens: readonly TokenData[], slotMap: SlotMap): Int32Array {
  const slots = new Int32Array(tokens.length);
  tokens.forEach((token, i) => {
    let slot = slotMap.get(token);
    if (slot === undefined) {
      slot = slotMap.size;
      slotMap.set(token, slot);
    }
    slots[i] = slot;
  });
  return slots;
}

function tokenData<T extends AnyListEntity>(
  index: ScreeningIndexData<T>,
  text: string,
  memo: TokenMemo,
): TokenData {
  const id = index.vocabulary.idOf(text);
  if (id !== undefined) return index.vocabulary.token(id);
  let data = memo.get(text) ?? index.queryTokens.get(text);
  if (data === undefined) {
    data = makeTokenData(text, index.transliterations);
    index.queryTokens.set(text, data);
  }
  memo.set(text, data);
  return data;
}

function weigh<T extends AnyListEntity>(
  index: ScreeningIndexData<T>,
  tokens: readonly TokenData[],
  slotMap: SlotMap,
  base: readonly TokenData[] = tokens,
): QueryTokens {
  const weights = Float64Array.from(tokens, (token) =>
    // A lone letter is an initial: it says little about who is meant, whatever its frequency.
    !token.arabic && token.text.length === 1 ? WEIGHT.min : index.vocabulary.weightOf(token),
  );
  const newTokenIds: number[] = [];
  for (const token of tokens) {
    const id = index.vocabulary.idOf(token.text);
    if (id !== undefined && !base.includes(token)) newTokenIds.push(id);
  }
  return { tokens, weights, newTokenIds, slots: slotsOf(tokens, slotMap) };
}

function queryName<T extends AnyListEntity>(
  index: ScreeningIndexData<T>,
  source: QueryNameSource,
  text: string,
  memo: TokenMemo,
  slotMap: SlotMap,
): QueryName | undefined {
  const texts = normalizeName(text);
  if (texts.length === 0) return undefined;
  const tokens = texts.map((token) => tokenData(index, token, memo));
  const exactKey = exactKeyOf(tokens);
  const known = (token: string) => index.vocabulary.idOf(token) !== undefined;
  const slipped = hasArabicScript(text)
    ? undefined
    : slippedCompoundReading(tokenizeLatin(cyrillicToLatin(text)), known);
  const name: QueryName = {
    source,
    base: weigh(index, tokens, slotMap),
    alternatives: [
      ...joinedAlternatives(tokens, true).map((alt) => ({ alt, compound: false })),
      ...splitAlternatives(tokens, (part) => index.vocabulary.idOf(part) !== undefined).map(
        (alt) => ({ alt, compound: false }),
      ),
      ...(hasArabicScript(text)
        ? []
        : compoundAlternatives(
            tokenizeLatin(cyrillicToLatin(text)),
            (token) => index.vocabulary.idOf(token) !== undefined,
          ).map((alt) => ({ alt, compound: true }))),
    ]
      .map(({ alt, compound }) => {
        const form = weigh(
          index,
          alt.map((token) => tokenData(index, token, memo)),
          slotMap,
          tokens,
        );
        return compound ? { ...form, compoundForm: true } : form;
      })
      // A form whose new tokens the lists never use cannot match anything better than the base form.
      .filter((alt) => alt.newTokenIds.length > 0)
      .concat(
        slipped === undefined
          ? []
          : {
              ...weigh(
                index,
                slipped.tokens.map((token) => tokenData(index, token, memo)),
                slotMap,
                tokens,
              ),
              slippedCompound: slipped.typed,
            },
      ),
    exactKey,
    exactKeyId: exactKey === '' ? -1 : index.packed.exactKeyId(exactKey),
    legalForms: hasArabicScript(text)
      ? []
      : readLegalForms(tokenizeLatin(cyrillicToLatin(text))).readings.filter(
          (r) => r.kind !== 'exact',
        ),
  };
  const headApart = hasArabicScript(text) ? undefined : headApartReading(texts, known);
  const withHead: QueryName =
    headApart === undefined
      ? name
      : {
          ...name,
          alternatives: [
            ...name.alternatives,
            {
              ...weigh(
                index,
                headApart.texts.map((token) => tokenData(index, token, memo)),
                slotMap,
                tokens,
              ),
              alwaysTry: true,
              headApart: headApart.word,
            },
          ],
        };
  const arabicJoined = joinArabicCompounds(texts);
  if (arabicJoined === undefined) return withHead;
  const joined = weigh(
    index,
    arabicJoined.map((token) => tokenData(index, token, memo)),
    slotMap,
    tokens,
  );
  return { ...withHead, alternatives: [...withHead.alternatives, { ...joined, alwaysTry: true }] };
}

/**
 * The query's names ready for scoring: the Latin first+last name and the Arabic-script name, each
 * normalised exactly like list names. Arabic script typed into the Latin fields is treated as Arabic.
 */
export function prepareQueryNames<T extends AnyListEntity>(
  index: ScreeningIndexData<T>,
  query: ScreeningQuery,
): PreparedQuery {
  const latinText = `${query.firstName} ${query.lastName}`.trim();
  const names: QueryName[] = [];
  const memo: TokenMemo = new Map();
  const slotMap: SlotMap = new Map();
  if (latinText !== '') {
    const latin = queryName(
      index,
      hasArabicScript(latinText) ? 'arabic' : 'latin',
      latinText,
      memo,
      slotMap,
    );
    if (latin !== undefined) names.push(latin);
  }
  if (query.arabicName.trim() !== '') {
    const arabic = queryName(index, 'arabic', query.arabicName, memo, slotMap);
    if (arabic !== undefined) names.push(arabic);
  }
  return { names, distinctTokens: slotMap.size };
}
