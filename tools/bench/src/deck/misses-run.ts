/** `npx tsx tools/bench/src/deck/misses-run.ts <cat,cat>`: tuning-slice misses of the categories, with what came back. */
import { buildScreeningIndex, screen } from '@sanctions/screening';
import { parseListFolder } from '@sanctions/server/domains/lists/sanctions/parse-list-folder';
import { toEngineQuery } from '@sanctions/server/domains/screening/engine/to-engine-query';
import { SHARED_LISTS_DIR } from '@sanctions/server/test/shared-data';
import { withoutHeldOutArabic } from '../held-out';
import { readDeck } from './deck-file';
import { HELD_OUT_CATEGORIES } from './deck-model';
import { inSlice } from './deck-slice';

const wanted = new Set((process.argv[2] ?? '').split(','));
const lists = await parseListFolder(SHARED_LISTS_DIR);
const index = buildScreeningIndex(lists.entities);
const names = new Map(lists.entities.map((e) => [`${e.sanctionList}/${e.sourceId}`, e]));
const whole = await readDeck();
// Held-out categories run, as in the bench, against the index without the held-out entities' Arabic names.
const heldOutIndex = buildScreeningIndex(withoutHeldOutArabic(lists.entities, whole));
const deck = inSlice(whole, 'tuning').filter((c) => wanted.has(c.category));
for (const c of deck) {
  const result = screen(
    HELD_OUT_CATEGORIES.has(c.category) ? heldOutIndex : index,
    toEngineQuery(c.query),
    { minConfidence: 0, maxResults: 2000 },
  );
  const key = (m: (typeof result.matches)[number]) =>
    `${m.entity.sanctionList}/${m.entity.sourceId}`;
  const want = c.expected ? `${c.expected.sanctionList}/${c.expected.sourceId}` : '';
  const hit = result.matches.find((m) => key(m) === want);
  if (c.expected && hit && hit.confidence >= 70) continue;
  if (!c.expected) {
    const alerts = result.matches.filter((m) => m.confidence >= 70);
    if (alerts.length === 0) continue;
  }
  const entity = names.get(want);
  const top = result.matches
    .slice(0, 3)
    .map((m) => `${key(m)} ${m.confidence} "${m.matchedName.full}"`)
    .join(' | ');
  console.log(
    `[${c.category}] "${c.query.firstName} ${c.query.lastName} ${c.query.arabicName}" ${c.query.searchType ?? ''} (${c.note ?? ''}) want ${want} "${
      entity?.names
        .map((n) => n.full)
        .slice(0, 4)
        .join(' / ') ?? ''
    }" got ${hit ? hit.confidence + ' "' + hit.matchedName.full + '"' : 'NOTHING'}\n    why: ${hit?.analysis.en.replace(/\n/g, ' ') ?? ''}\n    top: ${top}`,
  );
}
