/**
 * `npx tsx tools/bench/src/deck/verdicts-run.ts <out.json> [<before.json>]`: every tuning-slice case's verdict at 70
 * (positives: expected entity alerted, top-1, in the high band; negatives: any alert, any high alert), written to
 * <out.json>; with <before.json>, the cases whose verdict or band changed since. A quick check of a rule on every category before the whole bench runs.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { buildScreeningIndex } from '@sanctions/screening';
import { parseListFolder } from '@sanctions/server/domains/lists/sanctions/parse-list-folder';
import { SHARED_LISTS_DIR } from '@sanctions/server/test/shared-data';
import { engineScreen } from '../engine-screener';
import { evaluateCases } from '../evaluate-deck';
import { withoutHeldOutArabic } from '../held-out';
import { readDeck } from './deck-file';
import { HELD_OUT_CATEGORIES } from './deck-model';
import { inSlice } from './deck-slice';

type Verdict = [category: string, hit: boolean, top1: boolean, confidence: number, high: boolean];

const [out, before] = process.argv.slice(2);
if (out === undefined) throw new Error('usage: verdicts-run.ts <out.json> [<before.json>]');
const lists = await parseListFolder(SHARED_LISTS_DIR);
const whole = await readDeck();
const tuning = inSlice(whole, 'tuning');
const index = buildScreeningIndex(lists.entities);
// As in the bench: the held-out Arabic names are those of the slice run.
const heldOutIndex = buildScreeningIndex(withoutHeldOutArabic(lists.entities, tuning));
const verdicts: Record<string, Verdict> = {};
for (const c of tuning) {
  const target = HELD_OUT_CATEGORIES.has(c.category) ? heldOutIndex : index;
  const [o] = evaluateCases([c], (q) => engineScreen(target, q, { maxResults: 50 }));
  if (o === undefined) continue;
  verdicts[c.id] = [
    c.category,
    c.expected ? o.found : o.alerted,
    o.top1,
    c.expected ? o.confidence : 0,
    c.expected ? o.expectedHigh : o.anyHigh,
  ];
}
await writeFile(out, JSON.stringify(verdicts));
const perCategory = new Map<string, [number, number]>();
for (const [category, hit] of Object.values(verdicts)) {
  const [n, hits] = perCategory.get(category) ?? [0, 0];
  perCategory.set(category, [n + 1, hits + (hit ? 1 : 0)]);
}
for (const [category, [n, hits]] of perCategory)
  console.log(`${category.padEnd(24)} ${String(n).padStart(4)} ${((100 * hits) / n).toFixed(1)}`);
if (before !== undefined) {
  const parsed: unknown = JSON.parse(await readFile(before, 'utf8'));
  const old = new Map(Object.entries(typeof parsed === 'object' && parsed !== null ? parsed : {}));
  const deck = new Map(whole.map((c) => [c.id, c]));
  for (const [id, verdict] of Object.entries(verdicts)) {
    const was: unknown = old.get(id);
    if (
      !Array.isArray(was) ||
      (was[1] === verdict[1] && was[2] === verdict[2] && (was[4] ?? verdict[4]) === verdict[4])
    )
      continue;
    const q = deck.get(id)?.query;
    console.log(
      `CHANGED [${verdict[0]}] ${id} "${q?.firstName ?? ''} ${q?.lastName ?? ''} ${q?.arabicName ?? ''}" ` +
        `hit ${String(was[1])} -> ${String(verdict[1])}, top1 ${String(was[2])} -> ${String(verdict[2])}, conf ${String(was[3])} -> ${verdict[3]}, ` +
        `high ${String(was[4])} -> ${String(verdict[4])}`,
    );
  }
}
