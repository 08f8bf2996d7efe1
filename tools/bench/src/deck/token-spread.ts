import type { ListEntity } from '@sanctions/screening';
import { baselineNormalise } from '../baseline/baseline-normalise';

/** How many entities (not names: a person with ten aliases counts once) hold each normalised token. */
export class TokenSpread {
  private readonly counts = new Map<string, number>();

  constructor(entities: readonly ListEntity[]) {
    for (const entity of entities) {
      const seen = new Set(entity.names.flatMap((n) => baselineNormalise(n.full).split(' ')));
      for (const token of seen)
        if (token !== '') this.counts.set(token, (this.counts.get(token) ?? 0) + 1);
    }
  }

  entities(token: string): number {
    return this.counts.get(baselineNormalise(token)) ?? 0;
  }

  /** Tokens by descending spread, with a filter: the most frequent given names, for instance. */
  ranked(filter: (token: string) => boolean): string[] {
    return [...this.counts.entries()]
      .filter(([token]) => filter(token))
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([token]) => token);
  }
}
