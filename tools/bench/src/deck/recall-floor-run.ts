/** `npx tsx tools/bench/src/deck/recall-floor-run.ts`: the recall-floor property, printed with its losses. */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { buildScreeningIndex } from '@sanctions/screening';
import { parseListFolder } from '@sanctions/server/domains/lists/sanctions/parse-list-folder';
import { SHARED_LISTS_DIR } from '@sanctions/server/test/shared-data';
import { engineScreen } from '../engine-screener';
import { describeLoss, recallFloorCases, runRecallFloor } from './recall-floor';

const lists = await parseListFolder(SHARED_LISTS_DIR);
const index = buildScreeningIndex(lists.entities);
// `ONLY=<file of an earlier run>`: rerun just the names that run lost (for iterating on one class).
const only = process.env.ONLY;
const lostBefore =
  only === undefined
    ? undefined
    : new Set(
        readFileSync(only, 'utf8')
          .split('\n')
          .map((line) => line.split('" (')[0]),
      );
const cases = recallFloorCases(lists.entities).filter(
  (c) =>
    lostBefore === undefined ||
    lostBefore.has(`"${`${c.query.firstName} ${c.query.lastName}`.trim()}`),
);
const start = performance.now();
const losses = runRecallFloor(cases, (q) => engineScreen(index, q));
const seconds = (performance.now() - start) / 1000;
for (const loss of losses) console.log(describeLoss(loss));
// `KEYS=1`: the lost cases' keys as TypeScript string lines, for recall-floor-known-losses.ts.
if (process.env.KEYS === '1')
  for (const loss of losses) console.log(`  ${JSON.stringify(loss.floorCase.key)},`);
console.log(`${losses.length} lost of ${cases.length} (${seconds.toFixed(1)} s screening)`);
