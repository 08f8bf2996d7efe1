/**
 * `npx tsx tools/bench/src/deck/alert-shapes-run.ts [--slice tuning|sealed]`: the alerting negatives of a slice
 * counted by the shape of their best alert (ADR 002 round 10), and nothing else: no query, no listed name, so the
 * sealed slice can be read in aggregate without opening a case. The shapes are those the earlier rounds name
 * (R5.20, R6.0): the listed name met in full, every part as the same name (as listed, a curated variant, a
 * transliteration or one slip); met in full with a part only alike (sound, look, spelling); a listed name part left
 * out (the dropped-middle shape); a name part of the query's own (the extra-token shape); a part left on each side.
 * A typed word of two letters or fewer, and a listed one, is not counted as a name part left over (particles,
 * initials).
 */
import { buildScreeningIndex, screen } from '@sanctions/screening';
import { parseListFolder } from '@sanctions/server/domains/lists/sanctions/parse-list-folder';
import { toEngineQuery } from '@sanctions/server/domains/screening/engine/to-engine-query';
import { SHARED_LISTS_DIR } from '@sanctions/server/test/shared-data';
import { withoutHeldOutArabic } from '../held-out';
import { SHAPES, shapeOf } from './alert-shape';
import type { Shape } from './alert-shape';
import { readDeck } from './deck-file';
import { HELD_OUT_CATEGORIES } from './deck-model';
import { deckSliceArg, inSlice } from './deck-slice';

const slice = deckSliceArg(process.argv);
const lists = await parseListFolder(SHARED_LISTS_DIR);
const whole = await readDeck();
const cases = inSlice(whole, slice).filter((c) => c.expected === null);
const index = buildScreeningIndex(lists.entities);
const heldOutIndex = buildScreeningIndex(
  withoutHeldOutArabic(lists.entities, inSlice(whole, slice)),
);
const counts = new Map<string, { n: number; alerting: number; shapes: Map<Shape, number> }>();
for (const c of cases) {
  const row = counts.get(c.category) ?? { n: 0, alerting: 0, shapes: new Map<Shape, number>() };
  counts.set(c.category, row);
  row.n += 1;
  const target = HELD_OUT_CATEGORIES.has(c.category) ? heldOutIndex : index;
  const [best] = screen(target, toEngineQuery(c.query), { maxResults: 50 }).matches;
  if (best === undefined || best.confidence < 70) continue;
  row.alerting += 1;
  const shape = shapeOf(best);
  row.shapes.set(shape, (row.shapes.get(shape) ?? 0) + 1);
}
console.log(`alerting negatives by the shape of their best alert (${slice} slice)`);
console.log(['category', 'n', 'alerting', ...SHAPES].join(' | '));
for (const [category, row] of counts)
  console.log(
    [category, row.n, row.alerting, ...SHAPES.map((s) => row.shapes.get(s) ?? 0)].join(' | '),
  );
