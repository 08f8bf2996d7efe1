/**
 * `npx tsx tools/bench/src/deck/two-typos-probe-run.ts`: ADR 002 R12.1's check over the whole lists, not the deck.
 * Every listed person's primary Latin name is typed with the deck's two-typos treatment (`twoTypos`, two seeds, fixed),
 * and every one whose listed party is below 70 with R12.1's note (a name part met only in the other gender) is
 * printed: two slips can make a name of the other gender (Smirnova -> Smirnov with another slip elsewhere), which the
 * recall floor (one slip) does not cover.
 */
import { buildScreeningIndex, screen } from '@sanctions/screening';
import { parseListFolder } from '@sanctions/server/domains/lists/sanctions/parse-list-folder';
import { toEngineQuery } from '@sanctions/server/domains/screening/engine/to-engine-query';
import { SHARED_LISTS_DIR } from '@sanctions/server/test/shared-data';
import { ListedNames } from './listed-names';
import { latinNames } from './name-tools';
import { createPrng } from './prng';
import { twoTypos } from './slip-cases';
import { TokenSpread } from './token-spread';

const OTHER_GENDER_NOTE = 'only as the same name in the other gender';
const lists = await parseListFolder(SHARED_LISTS_DIR);
const index = buildScreeningIndex(lists.entities);
const generate = twoTypos(new TokenSpread(lists.entities), new ListedNames(lists.entities));
let tried = 0;
let below = 0;
let held = 0;
for (const seed of ['two-typos-probe-1', 'two-typos-probe-2']) {
  const rng = createPrng(seed);
  for (const entity of lists.entities) {
    if (entity.type !== 'individual') continue;
    const nameIndex = entity.names.findIndex(
      (x) => x.kind === 'primary' && latinNames(entity).includes(x),
    );
    const name = entity.names[nameIndex];
    if (name === undefined) continue;
    const made = generate({ entity, name, nameIndex }, rng);
    if (made === undefined) continue;
    tried += 1;
    const hit = screen(index, toEngineQuery(made.query), {
      minConfidence: 0,
      maxResults: 200,
    }).matches.find(
      (m) => m.entity.sourceId === entity.sourceId && m.entity.sanctionList === entity.sanctionList,
    );
    if (hit !== undefined && hit.confidence >= 70) continue;
    below += 1;
    if (hit?.analysis.en.includes(OTHER_GENDER_NOTE) === true) {
      held += 1;
      console.log(
        `HELD "${made.query.firstName} ${made.query.lastName}" ${hit.confidence} (listed ${name.full})`,
      );
    }
  }
}
console.log(
  `tried ${tried}, below 70 or not returned ${below}, of which with R12.1's note ${held}`,
);
