import type { NameRecord } from '../index/build-index';
import type { Vocabulary } from '../index/vocabulary';
import { TokenTag } from '../normalize/token-tags';

/** The Arabic article as the lists write it before a nisba or laqab (al-Kabisi, el-Masri). */
const ARTICLES: ReadonlySet<string> = new Set(['al', 'el']);

const NONE = new Int32Array(0);
const cache = new WeakMap<NameRecord, Int32Array>();

/**
 * R5.32: the words a person's listed name writes with the Arabic article after the given name (Saqr
 * al-Kabisi Abd AQALA: `kabisi`). In Arabic names such a word is a nisba or laqab, the family, tribal
 * or place name the person is known by, whatever word the publication puts last or in capitals; a
 * one-name query meets it as it meets the family name. The first name word is left out: a given name
 * written with the article (Al-Azhar, Al-Hadi) is still a given name.
 */
export function articleNamedTokens(record: NameRecord, vocabulary: Vocabulary): Int32Array {
  const known = cache.get(record);
  if (known !== undefined) return known;
  const ids: number[] = [];
  let seenName = false;
  let afterArticle = false;
  for (const id of record.tokens) {
    const token = vocabulary.token(id);
    if (token.tag === TokenTag.name) {
      if (seenName && afterArticle && !ids.includes(id)) ids.push(id);
      seenName = true;
    }
    afterArticle = ARTICLES.has(token.text);
  }
  const out = ids.length === 0 ? NONE : Int32Array.from(ids);
  cache.set(record, out);
  return out;
}
