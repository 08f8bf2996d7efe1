import type { KeyIndex } from './build-index';
import { holds } from './sorted-holds';

/**
 * R4.54: how many list names hold every one of `texts` as a token (counted up to `limit + 1`, enough to say
 * "more than the limit"). Postings are record ids in ascending order, so the shortest list is walked and the
 * others are searched by halving.
 */
export function countNamesHoldingAll(
  keys: KeyIndex,
  texts: readonly string[],
  limit: number,
): number {
  const lists: Int32Array[] = [];
  for (const text of texts) {
    const key = keys.ids.get(`t:${text}`);
    const postings = key === undefined ? undefined : keys.postings[key];
    if (postings === undefined || postings.length === 0) return 0;
    lists.push(postings);
  }
  if (lists.length === 0) return 0;
  lists.sort((a, b) => a.length - b.length);
  const [shortest, ...others] = lists;
  let count = 0;
  for (const record of shortest ?? []) {
    if (others.every((list) => holds(list, record))) count += 1;
    if (count > limit) break;
  }
  return count;
}
