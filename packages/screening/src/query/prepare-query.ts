import { hasArabicScript } from '../arabic';
import { WEIGHT } from '../config';
import type { ListEntity } from '../model/list-entity';
import type { ScreeningIndexData } from '../index/build-index';
import { exactKeyOf, joinedAlternatives, splitAlternatives } from '../index/name-forms';
import { compoundAlternatives } from '../normalize/compounds';
import { joinArabicCompounds, normalizeName } from '../normalize/normalize-name';
import { tokenizeLatin } from '../normalize/tokenize';
import type { QueryName, QueryTokens } from '../score/name-score';
import { makeTokenData, type TokenData } from '../tokens/token-data';
import type { QueryNameSource, ScreeningQuery } from '../types';

function tokenData<T extends ListEntity>(index: ScreeningIndexData<T>, text: string): TokenData {
  const id = index.vocabulary.idOf(text);
  return id === undefined
    ? makeTokenData(text, index.transliterations)
    : index.vocabulary.token(id);
}

function weigh<T extends ListEntity>(
  index: ScreeningIndexData<T>,
  tokens: readonly TokenData[],
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
  return { tokens, weights, newTokenIds };
}

function queryName<T extends ListEntity>(
  index: ScreeningIndexData<T>,
  source: QueryNameSource,
  text: string,
): QueryName | undefined {
  const texts = normalizeName(text);
  if (texts.length === 0) return undefined;
  const tokens = texts.map((token) => tokenData(index, token));
  const name: QueryName = {
    source,
    base: weigh(index, tokens),
    alternatives: [
      ...joinedAlternatives(tokens, true),
      ...splitAlternatives(tokens, (part) => index.vocabulary.idOf(part) !== undefined),
      ...(hasArabicScript(text) ? [] : compoundAlternatives(tokenizeLatin(text))),
    ]
      .map((alt) =>
        weigh(
          index,
          alt.map((token) => tokenData(index, token)),
          tokens,
        ),
      )
      // A form whose new tokens the lists never use cannot match anything better than the base form.
      .filter((alt) => alt.newTokenIds.length > 0),
    exactKey: exactKeyOf(tokens),
  };
  const arabicJoined = joinArabicCompounds(texts);
  if (arabicJoined === undefined) return name;
  const joined = weigh(
    index,
    arabicJoined.map((token) => tokenData(index, token)),
    tokens,
  );
  return { ...name, alternatives: [...name.alternatives, { ...joined, alwaysTry: true }] };
}

/**
 * The query's names ready for scoring: the Latin first+last name and the Arabic-script name, each
 * normalised exactly like list names. Arabic script typed into the Latin fields is treated as Arabic.
 */
export function prepareQueryNames<T extends ListEntity>(
  index: ScreeningIndexData<T>,
  query: ScreeningQuery,
): QueryName[] {
  const latinText = `${query.firstName} ${query.lastName}`.trim();
  const names: QueryName[] = [];
  if (latinText !== '') {
    const latin = queryName(index, hasArabicScript(latinText) ? 'arabic' : 'latin', latinText);
    if (latin !== undefined) names.push(latin);
  }
  if (query.arabicName.trim() !== '') {
    const arabic = queryName(index, 'arabic', query.arabicName);
    if (arabic !== undefined) names.push(arabic);
  }
  return names;
}
