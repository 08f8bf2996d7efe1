/**
 * One size of `bench:screening -- --scale`, run in a process of its own (so its heap and RSS are the
 * index's alone): the real lists plus synthetic names up to `--scale-names N`, indexed once, then the
 * labelled deck screened against it. Prints one JSON line (`ScaleFigures`) on stdout; progress on stderr.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { buildScreeningIndex } from '@sanctions/screening';
import type { StoredEntity } from '@sanctions/server/plugins/screening-index';
import { parseListFolder } from '@sanctions/server/domains/lists/sanctions/parse-list-folder';
import { SHARED_LISTS_DIR } from '@sanctions/server/test/shared-data';
import { readDeck } from '../deck/deck-file';
import { DECK_CATEGORIES, HELD_OUT_CATEGORIES, type DeckCase } from '../deck/deck-model';
import { engineScreen } from '../engine-screener';
import { evaluateCases, percentile } from '../evaluate-deck';
import { nameDistributions } from './name-distributions';
import type { ScaleFigures } from './scale-figures';
import { watchGcPauses } from './gc-pauses';
import { measureOverIpc } from './index-over-ipc';
import { measureSnapshot } from './snapshot-timing';
import { syntheticEntities } from './synthetic-corpus';

/** Deck queries screened through the IPC option (evenly spread over the deck). */
const IPC_QUERIES = 2_000;

const progress = (text: string) => process.stderr.write(`  [scale] ${text}\n`);

setFlagsFromString('--expose-gc');
const gcValue: unknown = runInNewContext('gc');
const collect = () => {
  if (typeof gcValue === 'function') gcValue();
};
const mb = (bytes: number) => bytes / 2 ** 20;

/** Measures the index at `targetNames` names (0: the real lists alone). */
export async function measureScale(targetNames: number): Promise<ScaleFigures> {
  const lists = await parseListFolder(SHARED_LISTS_DIR);
  const real = lists.entities;
  const realNames = real.reduce((sum, entity) => sum + entity.names.length, 0);
  const synthetic =
    targetNames > realNames
      ? syntheticEntities(nameDistributions(real), targetNames - realNames)
      : [];
  // Stored as the server's index plugin stores them (the snapshot keeps the entry id).
  const entities: StoredEntity[] = [...real, ...synthetic].map((entity, i) => ({
    ...entity,
    entryId: `entry-${i}`,
  }));
  progress(`${real.length} real + ${synthetic.length} synthetic parties; indexing ...`);
  collect();
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const index = buildScreeningIndex(entities);
  const buildMs = performance.now() - started;
  // CPU time beside wall time: on a shared, loaded host the wall time is partly waiting for a core.
  const buildCpu = process.cpuUsage(cpuBefore);
  collect();
  const memory = process.memoryUsage();

  // Held-out categories need an index without their Arabic names (see held-out.ts): left out here.
  const deck = (await readDeck()).filter((c) => !HELD_OUT_CATEGORIES.has(c.category));
  const screener = (query: DeckCase['query']) => engineScreen(index, query, { maxResults: 50 });
  progress(`${index.nameCount} names built in ${(buildMs / 1000).toFixed(1)} s; warming up ...`);
  evaluateCases(deck.slice(0, 300), screener);
  progress(`${deck.length} deck queries ...`);
  const stopWatching = watchGcPauses();
  const outcomes = evaluateCases(deck, screener);
  const gc = await stopWatching();
  const kindOf = new Map<string, string>(DECK_CATEGORIES.map((c) => [c.id, c.kind]));
  let positives = 0;
  let found = 0;
  let negatives = 0;
  let alerted = 0;
  deck.forEach((c, i) => {
    const outcome = outcomes[i];
    if (outcome === undefined) return;
    const kind = kindOf.get(c.category);
    if (kind === 'positive') {
      positives += 1;
      if (outcome.found) found += 1;
    } else if (kind === 'negative') {
      negatives += 1;
      if (outcome.alerted) alerted += 1;
    }
  });
  const times = outcomes.map((o) => o.millis);
  const step = Math.max(1, Math.floor(deck.length / IPC_QUERIES));
  progress(`IPC option: ${Math.ceil(deck.length / step)} deck queries through a thin worker ...`);
  const ipc = await measureOverIpc(
    index,
    deck.filter((_, i) => i % step === 0).map((c) => c.query),
  );
  progress('snapshot: encoding and decoding ...');
  const snapshot = await measureSnapshot(index);
  return {
    ...gc,
    ...ipc,
    ...snapshot,
    buildCpuSeconds: (buildCpu.user + buildCpu.system) / 1e6,
    loadAverage: loadavg()[0] ?? 0,
    names: index.nameCount,
    parties: index.size,
    syntheticParties: synthetic.length,
    buildSeconds: buildMs / 1000,
    heapMb: mb(memory.heapUsed),
    indexHeapMb: mb(memory.heapUsed - heapBefore),
    rssMb: mb(memory.rss),
    externalMb: mb(memory.external + memory.arrayBuffers),
    queries: outcomes.length,
    p50Ms: percentile(times, 50),
    p99Ms: percentile(times, 99),
    recallPct: positives === 0 ? 0 : (100 * found) / positives,
    positives,
    falseAlertPct: negatives === 0 ? 0 : (100 * alerted) / negatives,
    negatives,
  };
}

const at = process.argv.indexOf('--scale-names');
if (at >= 0) {
  const target = Number(process.argv[at + 1]);
  if (!Number.isInteger(target) || target < 0)
    throw new Error('--scale-names takes a whole number');
  const figures = await measureScale(target);
  process.stdout.write(`${JSON.stringify(figures)}\n`);
}
