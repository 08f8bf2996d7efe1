/**
 * `npx tsx tools/bench/src/deck/fresh-negatives-run.ts [--seeds 4] [--list]`: common names and relatives drawn
 * again by the deck's own generators with other seeds (`fresh-1/`, `fresh-2/`, ...), none equal to a stored deck
 * query, screened on the whole lists (ADR 002 round 12). A measure of the negatives that neither slice holds, so
 * that a rule tuned on the tuning slice can be seen to generalise without opening the sealed slice. Prints the
 * alert and high rates and the alerts' shapes per category; `--list` prints each alerting case (they are fresh,
 * not sealed).
 */
import { buildScreeningIndex, screen } from '@sanctions/screening';
import type { ListEntity } from '@sanctions/screening';
import { parseListFolder } from '@sanctions/server/domains/lists/sanctions/parse-list-folder';
import { toEngineQuery } from '@sanctions/server/domains/screening/engine/to-engine-query';
import { SHARED_LISTS_DIR } from '@sanctions/server/test/shared-data';
import { SHAPES, shapeOf } from './alert-shape';
import type { Shape } from './alert-shape';
import { buildCommonNames } from './common-name-cases';
import { readDeck } from './deck-file';
import type { DeckCase } from './deck-model';
import { ListedNames } from './listed-names';
import { buildRelatives } from './relative-cases';

const argv = process.argv.slice(2);
const seedsAt = argv.indexOf('--seeds');
const seeds = seedsAt >= 0 ? Number(argv[seedsAt + 1] ?? '4') : 4;
const list = argv.includes('--list');

const lists = await parseListFolder(SHARED_LISTS_DIR);
const entities: readonly ListEntity[] = lists.entities;
const queryKey = (c: DeckCase) =>
  `${c.query.firstName} ${c.query.lastName} ${c.query.arabicName}`.trim().toLowerCase();
const stored = new Set((await readDeck()).map(queryKey));
const listed = new ListedNames(entities);
const fresh = new Map<string, DeckCase>();
for (let s = 1; s <= seeds; s += 1) {
  const seed = `fresh-${s}/`;
  for (const c of [
    ...buildCommonNames(entities, listed, seed),
    ...buildRelatives(entities, listed, seed),
  ]) {
    const key = `${c.category}|${queryKey(c)}`;
    if (!stored.has(queryKey(c)) && !fresh.has(key)) fresh.set(key, c);
  }
}

const index = buildScreeningIndex(entities);
const rows = new Map<
  string,
  { n: number; alerting: number; high: number; shapes: Map<Shape, number> }
>();
for (const c of fresh.values()) {
  const row = rows.get(c.category) ?? {
    n: 0,
    alerting: 0,
    high: 0,
    shapes: new Map<Shape, number>(),
  };
  rows.set(c.category, row);
  row.n += 1;
  const [best] = screen(index, toEngineQuery(c.query), { maxResults: 50 }).matches;
  if (best === undefined || best.confidence < 70) continue;
  row.alerting += 1;
  if (best.riskLevel === 'high') row.high += 1;
  const shape = shapeOf(best);
  row.shapes.set(shape, (row.shapes.get(shape) ?? 0) + 1);
  if (list)
    console.log(
      [
        c.category,
        shape,
        `${c.query.firstName} ${c.query.lastName}`.trim(),
        best.matchedName.full,
        best.confidence,
        c.note ?? '',
      ].join(' | '),
    );
}
const pct = (a: number, n: number) => `${((100 * a) / Math.max(n, 1)).toFixed(1)} %`;
console.log(
  `fresh negatives (${seeds} seeds), alerting at 70 / high, by the shape of the best alert`,
);
console.log(['category', 'n', 'alerting', 'high', ...SHAPES].join(' | '));
for (const [category, row] of rows)
  console.log(
    [
      category,
      row.n,
      `${row.alerting} (${pct(row.alerting, row.n)})`,
      `${row.high} (${pct(row.high, row.n)})`,
      ...SHAPES.map((s) => row.shapes.get(s) ?? 0),
    ].join(' | '),
  );
