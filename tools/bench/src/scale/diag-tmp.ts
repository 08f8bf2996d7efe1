import { buildScreeningIndex, type ListEntity } from '@sanctions/screening';
import { CANDIDATES } from '../../../../packages/screening/src/config';
import { parseListFolder } from '@sanctions/server/features/sanctions/parse-list-folder';
import { SHARED_LISTS_DIR } from '@sanctions/server/test/shared-data';
import { readDeck } from '../deck/deck-file';
import { DECK_CATEGORIES, HELD_OUT_CATEGORIES } from '../deck/deck-model';
import { engineScreen } from '../engine-screener';
import { evaluateCases } from '../evaluate-deck';
import { nameDistributions } from './name-distributions';
import { syntheticEntities } from './synthetic-corpus';

const lists = await parseListFolder(SHARED_LISTS_DIR);
const real = lists.entities;
const target = Number(process.argv[2] ?? 250000);
const synthetic = syntheticEntities(nameDistributions(real), target - 55000);
const entities: ListEntity[] = [...real, ...synthetic];
const index = buildScreeningIndex(entities);
const kind = new Map<string, string>(DECK_CATEGORIES.map((c) => [c.id, c.kind]));
const deck = (await readDeck()).filter(
  (c) => !HELD_OUT_CATEGORIES.has(c.category) && kind.get(c.category) === 'positive',
);
const out = evaluateCases(deck, (q) => engineScreen(index, q, { maxResults: 50 }));
const misses = deck.filter((_, i) => !out[i]?.found);
const byCat = new Map<string, number>();
for (const m of misses) byCat.set(m.category, (byCat.get(m.category) ?? 0) + 1);
console.log(
  'misses',
  misses.length,
  [...byCat].sort((a, b) => b[1] - a[1]),
);
const mutable = CANDIDATES as unknown as { topK: number };
mutable.topK = 5000;
const again = evaluateCases(misses, (q) => engineScreen(index, q, { maxResults: 50 }));
console.log('recovered at topK 5000', again.filter((o) => o.found).length);
const again2 = evaluateCases(misses, (q) =>
  engineScreen(index, q, { maxResults: 5000, minConfidence: 70 }),
);
console.log('recovered at topK 5000 + maxResults 5000', again2.filter((o) => o.found).length);
for (const m of misses.slice(0, 12)) {
  const hits = engineScreen(index, m.query, { maxResults: 5 });
  console.log(
    m.category,
    JSON.stringify(m.query.firstName + ' | ' + m.query.lastName + ' | ' + m.query.arabicName),
    m.expected?.sourceId,
    hits.map((h) => `${h.sourceId}:${h.confidence}`).join(' '),
  );
}
