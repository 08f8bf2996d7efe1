import { performance } from 'node:perf_hooks';
import { buildScreeningIndex, type ListEntity } from '@sanctions/screening';
import { CANDIDATES } from '../../../../packages/screening/src/config';
import { parseListFolder } from '@sanctions/server/features/sanctions/parse-list-folder';
import { SHARED_LISTS_DIR } from '@sanctions/server/test/shared-data';
import { readDeck } from '../deck/deck-file';
import { DECK_CATEGORIES, HELD_OUT_CATEGORIES } from '../deck/deck-model';
import { engineScreen } from '../engine-screener';
import { evaluateCases, percentile } from '../evaluate-deck';
import { nameDistributions } from './name-distributions';
import { syntheticEntities } from './synthetic-corpus';

const real = (await parseListFolder(SHARED_LISTS_DIR)).entities;
const entities: ListEntity[] = [
  ...real,
  ...syntheticEntities(nameDistributions(real), Number(process.argv[2]) - 55000),
];
const index = buildScreeningIndex(entities);
const kind = new Map<string, string>(DECK_CATEGORIES.map((c) => [c.id, c.kind]));
const deck = (await readDeck())
  .filter((c) => !HELD_OUT_CATEGORIES.has(c.category))
  .filter((_, i) => i % Number(process.argv[3] ?? 1) === 0);
const m = CANDIDATES as unknown as { maxPostingShare: number; maxWalkedPostings: number };
const configs: [string, number, number][] = [
  ['old (walk to 25%)', 0.25, 1e9],
  ['defer >15k + raise', 0.25, 15000],
  ['skip >15k', 0.015, 1e9],
];
const stats = configs.map(() => ({ t: [] as number[], p: 0, f: 0, n: 0, a: 0 }));
evaluateCases(deck.slice(0, 200), (q) => engineScreen(index, q, { maxResults: 50 }));
for (const c of deck) {
  configs.forEach(([, share, walk], k) => {
    m.maxPostingShare = share;
    m.maxWalkedPostings = walk;
    const o = evaluateCases([c], (q) => engineScreen(index, q, { maxResults: 50 }))[0]!;
    const s = stats[k]!;
    s.t.push(o.millis);
    if (kind.get(c.category) === 'positive') {
      s.p++;
      if (o.found) s.f++;
    } else if (kind.get(c.category) === 'negative') {
      s.n++;
      if (o.alerted) s.a++;
    }
  });
}
configs.forEach(([label], k) => {
  const s = stats[k]!;
  console.log(
    `${label}: p50 ${percentile(s.t, 50).toFixed(2)} p90 ${percentile(s.t, 90).toFixed(2)} p99 ${percentile(s.t, 99).toFixed(2)} recall ${((100 * s.f) / s.p).toFixed(2)} fa ${((100 * s.a) / s.n).toFixed(2)}`,
  );
});
