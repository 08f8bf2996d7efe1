import type { ListEntity } from '@sanctions/screening';
import { baselineNormalise } from '../baseline/baseline-normalise';

/** The engine tokeniser's apostrophes and ayn/hamza signs (packages/screening normalize/tokenize.ts). */
const APOSTROPHES = /['\u2019\u2018`\u00b4\u02bf\u02be\u02bc\u02bb]/gu;

/**
 * Token sets of every listed name, to keep generated negatives honest: a combination whose tokens all appear in
 * one listed name is not a negative.
 */
export class ListedNames {
  private readonly postings = new Map<string, number[]>();
  private readonly wholeNames = new Set<string>();
  /** Words of every listed name with apostrophes closed up (DAR'A -> dara), as the engine's tokeniser reads them. */
  private readonly closedWords = new Set<string>();
  private count = 0;

  constructor(entities: readonly ListEntity[]) {
    for (const entity of entities) {
      for (const name of entity.names) {
        const normalised = baselineNormalise(name.full);
        if (normalised === '') continue;
        for (const word of baselineNormalise(name.full.replace(APOSTROPHES, '')).split(' '))
          this.closedWords.add(word);
        this.wholeNames.add(normalised);
        const id = this.count++;
        for (const token of new Set(normalised.split(' '))) {
          const list = this.postings.get(token);
          if (list) list.push(id);
          else this.postings.set(token, [id]);
        }
      }
    }
  }

  /** True when one listed name holds every token of `text`. */
  containsAll(text: string): boolean {
    const wanted = [...new Set(baselineNormalise(text).split(' '))].filter((t) => t !== '');
    const lists = wanted.map((t) => this.postings.get(t) ?? []).sort((a, b) => a.length - b.length);
    const [shortest, ...rest] = lists;
    if (!shortest || shortest.length === 0) return false;
    const others = rest.map((l) => new Set(l));
    return shortest.some((id) => others.every((s) => s.has(id)));
  }

  /** True when `text` is exactly a listed name (after normalisation). */
  isListed(text: string): boolean {
    return this.wholeNames.has(baselineNormalise(text));
  }

  /**
   * The token is a word of a listed name, also when the list writes it with an apostrophe (DAR'A for "dara"):
   * the engine reads both as one word, so a slip that makes it is another listed name.
   */
  isListedWord(token: string): boolean {
    return this.frequency(token) > 0 || this.closedWords.has(baselineNormalise(token));
  }

  /** How many listed names contain the token. */
  frequency(token: string): number {
    return this.postings.get(baselineNormalise(token))?.length ?? 0;
  }
}
