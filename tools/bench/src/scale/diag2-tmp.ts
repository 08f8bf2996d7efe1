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

const lists = await parseListFolder(SHARED_LISTS_DIR);
const real = lists.entities;
const target = Number(process.argv[2] ?? 250000);
const entities: ListEntity[] = [
  ...real,
  ...syntheticEntities(nameDistributions(real), Math.max(0, target - 55000)),
];
const index = buildScreeningIndex(entities);
const kind = new Map<string, string>(DECK_CATEGORIES.map((c) => [c.id, c.kind]));
const deck = (await readDeck()).filter((c) => !HELD_OUT_CATEGORIES.has(c.category));
const mutable = CANDIDATES as unknown as { maxPostingShare: number };
evaluateCases(deck.slice(0, 300), (q) => engineScreen(index, q, { maxResults: 50 }));
for (const share of process.argv.slice(3).map(Number)) {
  mutable.maxPostingShare = share;
  const out = evaluateCases(deck, (q) => engineScreen(index, q, { maxResults: 50 }));
  let p = 0,
    f = 0,
    n = 0,
    a = 0;
  deck.forEach((c, i) => {
    const o = out[i]!;
    if (kind.get(c.category) === 'positive') {
      p++;
      if (o.found) f++;
    } else if (kind.get(c.category) === 'negative') {
      n++;
      if (o.alerted) a++;
    }
  });
  const t = out.map((o) => o.millis);
  console.log(
    `share ${share}: p50 ${percentile(t, 50).toFixed(2)} p99 ${percentile(t, 99).toFixed(2)} recall ${((100 * f) / p).toFixed(2)} fa ${((100 * a) / n).toFixed(2)}`,
  );
}
