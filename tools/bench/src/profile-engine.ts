/**
 * Speed probe for the engine alone (issue 22 speed target): builds the index once, warms up, then screens the
 * tuning deck `--rounds` times and prints the median per-query time and a digest of every reply (entity, confidence,
 * risk), so that a speed change can be shown to leave every score as it was. Run under `node --cpu-prof` to profile:
 *
 *   npx tsx tools/bench/src/profile-engine.ts [--rounds 3]
 */
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { buildScreeningIndex } from '@sanctions/screening';
import { parseListFolder } from '@sanctions/server/domains/lists/sanctions/parse-list-folder';
import { SHARED_LISTS_DIR } from '@sanctions/server/test/shared-data';
import { readDeck } from './deck/deck-file';
import { inSlice } from './deck/deck-slice';
import { engineScreen } from './engine-screener';
import { percentile } from './evaluate-deck';

const argv = process.argv.slice(2);
const roundsAt = argv.indexOf('--rounds');
const rounds = roundsAt >= 0 ? Number(argv[roundsAt + 1] ?? '3') : 3;

const lists = await parseListFolder(SHARED_LISTS_DIR);
const deck = inSlice(await readDeck(), 'tuning');
const buildStarted = performance.now();
const buildCpuBefore = process.cpuUsage();
const index = buildScreeningIndex(lists.entities);
const buildMs = performance.now() - buildStarted;
// CPU time of the build beside its wall time: on a shared, loaded host the wall time is mostly waiting.
const buildCpu = process.cpuUsage(buildCpuBefore);

for (const c of deck.slice(0, 300)) engineScreen(index, c.query, { maxResults: 50 });
const digest = createHash('sha256');
const medians: number[] = [];
for (let round = 0; round < rounds; round++) {
  const times: number[] = [];
  const cpuBefore = process.cpuUsage();
  for (const c of deck) {
    const started = performance.now();
    const hits = engineScreen(index, c.query, { maxResults: 50 });
    times.push(performance.now() - started);
    if (round === 0) {
      for (const h of hits) digest.update(`${h.sourceId}|${h.confidence}|${h.risk};`);
      digest.update('\n');
    }
  }
  const cpu = process.cpuUsage(cpuBefore);
  medians.push(percentile(times, 50));
  process.stdout.write(
    `round ${round + 1}: p50 ${percentile(times, 50).toFixed(3)} ms, p99 ${percentile(times, 99).toFixed(3)} ms, ` +
      `cpu ${((cpu.user + cpu.system) / 1000 / deck.length).toFixed(3)} ms/query\n`,
  );
}
process.stdout.write(
  `build ${buildMs.toFixed(0)} ms (cpu ${((buildCpu.user + buildCpu.system) / 1000).toFixed(0)} ms); ${deck.length} queries; best p50 ${Math.min(...medians).toFixed(3)} ms; replies ${digest.digest('hex').slice(0, 16)}\n`,
);
