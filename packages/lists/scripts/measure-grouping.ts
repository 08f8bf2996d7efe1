/**
 * Prints how long grouping takes over every real list in ../shared/data/lists (issue 25), and how
 * many groups span 2, 3 and 4 lists. A measurement, not a test:
 *   npx tsx packages/lists/scripts/measure-grouping.ts
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { groupParties, parseListFiles } from '../src/index';

const root = fileURLToPath(new URL('../../../../shared/data/lists', import.meta.url));
const files = readdirSync(root).flatMap((folder) =>
  readdirSync(`${root}/${folder}`).map((name) => ({
    name,
    bytes: new Uint8Array(readFileSync(`${root}/${folder}/${name}`)),
  })),
);
const records = parseListFiles(files).publications.flatMap((publication) => publication.entities);

const RUNS = 5;
const timings: number[] = [];
let grouping = groupParties(records);
for (let run = 0; run < RUNS; run += 1) {
  const start = performance.now();
  grouping = groupParties(records);
  timings.push(performance.now() - start);
}
timings.sort((a, b) => a - b);

const spans: Record<number, number> = {};
for (const group of grouping.groups)
  spans[group.lists.length] = (spans[group.lists.length] ?? 0) + 1;
console.log(`records: ${records.length}`);
console.log(`groups of 2+ records: ${grouping.groups.length}; by number of lists spanned:`, spans);
console.log(
  `grouping time over ${RUNS} runs: median ${timings[Math.floor(RUNS / 2)]?.toFixed(0)} ms, min ${timings[0]?.toFixed(0)} ms`,
);
