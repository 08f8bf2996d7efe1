import type { DeckCase, DeckCategoryId, DeckQuery } from './deck-model';
import type { ListedNames } from './listed-names';

/**
 * Collects expected-null cases of one category, dropping repeats and any query whose tokens all appear together
 * in one listed name (or, for a lone token, that is a listed name): it would not be a negative.
 */
export class NegativeCollector {
  readonly cases: DeckCase[] = [];
  private readonly seen = new Set<string>();

  constructor(
    private readonly category: DeckCategoryId,
    private readonly listed: ListedNames,
  ) {}

  add(query: DeckQuery, note: string, check: 'all-tokens' | 'whole-name' = 'all-tokens'): boolean {
    const text = `${query.firstName} ${query.lastName} ${query.arabicName}`.trim();
    const key = text.toLowerCase();
    const onList = check === 'whole-name' ? false : this.listed.containsAll(text);
    if (this.seen.has(key) || onList || this.listed.isListed(text)) return false;
    this.seen.add(key);
    this.cases.push({
      id: `${this.category}/${this.cases.length}`,
      category: this.category,
      query,
      expected: null,
      note,
    });
    return true;
  }
}

export const personQuery = (firstName: string, lastName: string): DeckQuery => ({
  firstName,
  lastName,
  arabicName: '',
  searchType: 'fuzzy',
  sanctionLists: 'all',
});
