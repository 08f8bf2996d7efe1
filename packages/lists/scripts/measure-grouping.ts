/**
 * Prints how long grouping takes over every real list in ../shared/data/lists plus the real CC0
 * US Congress PEP files (issue 25), and how many groups span 2, 3 and 4 lists. A measurement, not
 * a test. `--synthetic-peps N` adds N made-up PEPs (real Congress first and last names recombined,
 * each with a full date of birth and a nationality, the costliest case) for the scale measurement
 * only; they never reach a test or the product.
 *   npx tsx packages/lists/scripts/measure-grouping.ts [--synthetic-peps 50000]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PepEntity } from '@sanctions/screening';
import { groupParties, parseListFiles, readUsCongressYaml } from '../src/index';
import type { GroupableRecord } from '../src/index';

const data = (path: string): string =>
  fileURLToPath(new URL(`../../../../shared/data/${path}`, import.meta.url));
const listsRoot = data('lists');
const files = readdirSync(listsRoot).flatMap((folder) =>
  readdirSync(`${listsRoot}/${folder}`).map((name) => ({
    name,
    bytes: new Uint8Array(readFileSync(`${listsRoot}/${folder}/${name}`)),
  })),
);
const sanctions = parseListFiles(files).publications.flatMap((publication) => publication.entities);
const peps = ['legislators-current.yaml', 'executive.yaml'].flatMap(
  (file) => readUsCongressYaml(readFileSync(data(`lists-more/pep-us-congress/${file}`))).entities,
);

const flag = process.argv.indexOf('--synthetic-peps');
const syntheticCount = flag > 0 ? Number(process.argv[flag + 1] ?? 0) : 0;
const records: GroupableRecord[] = [...sanctions, ...peps, ...syntheticPeps(peps, syntheticCount)];

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
console.log(
  `records: ${records.length} (${sanctions.length} sanctions, ${peps.length} real PEPs, ${syntheticCount} synthetic PEPs)`,
);
console.log(`groups of 2+ records: ${grouping.groups.length}; by number of lists spanned:`, spans);
console.log(
  `grouping time over ${RUNS} runs: median ${timings[Math.floor(RUNS / 2)]?.toFixed(0)} ms, min ${timings[0]?.toFixed(0)} ms`,
);

/** Deterministic made-up PEPs, so every run measures the same data. */
function syntheticPeps(real: readonly PepEntity[], count: number): PepEntity[] {
  let seed = 42;
  // mulberry32: 32-bit integer arithmetic only, so the sequence is exact and the same on every run.
  const next = (limit: number): number => {
    seed = (seed + 0x6d2b79f5) | 0;
    let value = Math.imul(seed ^ (seed >>> 15), seed | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) % limit;
  };
  const tokens = real.map((person) => (person.names[0]?.full ?? '').split(' '));
  const given = tokens.map((parts) => parts[0] ?? '');
  const family = tokens.map((parts) => parts.at(-1) ?? '');
  const template = real[0];
  if (template === undefined) return [];
  return Array.from({ length: count }, (_, index): PepEntity => {
    const full = `${given[next(given.length)] ?? ''} ${family[next(family.length)] ?? ''}`;
    const [year, month, day] = [1940 + next(60), 1 + next(12), 1 + next(28)];
    return {
      ...template,
      sourceId: `synthetic-${index}`,
      names: [{ full, kind: 'primary', script: 'latin' }],
      birthDates: [{ raw: `${year}-${month}-${day}`, year, month, day }],
      documents: [],
    };
  });
}
