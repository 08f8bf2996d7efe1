/**
 * `npx tsx tools/bench/src/deck/extra-name-probe-run.ts`: ADR 002 R9.1's check over the whole lists, not the deck. A
 * quarter of the listed persons' primary Latin names (every fourth party) is typed with an extra given name after its
 * first word (the extra-token shape: "Haji Omar Azizullah ALIZAI" for ALIZAI, Haji Azizullah), and every listed
 * person that R9.1 then holds below 70 is printed. R9.1 reads a given name typed ahead of a listed name agreeing in
 * full as a relative; a name added after the listed name's first word must never be read so.
 */
import { buildScreeningIndex, screen } from '@sanctions/screening';
import { parseListFolder } from '@sanctions/server/domains/lists/sanctions/parse-list-folder';
import { toEngineQuery } from '@sanctions/server/domains/screening/engine/to-engine-query';
import { SHARED_LISTS_DIR } from '@sanctions/server/test/shared-data';
import { canonicalTokens, latinNames, latinQuery } from './name-tools';

const lists = await parseListFolder(SHARED_LISTS_DIR);
const index = buildScreeningIndex(lists.entities);
let tried = 0;
let held = 0;
/** Given names of three cultures; a listed name already holding the one drawn is skipped. */
const EXTRAS = ['Juan', 'Omar', 'Layla'];
for (const [n, entity] of lists.entities.entries()) {
  if (entity.type !== 'individual' || n % 4 !== 0) continue;
  const name = latinNames(entity).find((x) => x.kind === 'primary');
  if (name === undefined) continue;
  const parts = canonicalTokens(name, entity);
  if (parts.length < 2) continue;
  const extra = EXTRAS[n % 3] ?? 'Juan';
  if (parts.some((p) => p.toLowerCase() === extra.toLowerCase())) continue;
  const out = [...parts];
  out.splice(1, 0, extra);
  tried += 1;
  const r = screen(index, toEngineQuery(latinQuery(out, entity)), {
    minConfidence: 0,
    maxResults: 200,
  });
  const hit = r.matches.find(
    (m) => m.entity.sourceId === entity.sourceId && m.entity.sanctionList === entity.sanctionList,
  );
  if (hit && hit.confidence < 70 && hit.analysis.en.includes('without its first name')) {
    held += 1;
    console.log(`HELD "${out.join(' ')}" ${hit.confidence} ${hit.matchedName.full}`);
  }
}
console.log(`tried ${tried}, held by R9.1 ${held}`);
