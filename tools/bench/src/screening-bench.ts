/**
 * `npm run bench:screening`: quality per deck category and speed of the engine beside a brute-force
 * Jaro-Winkler baseline, on ../shared/data/lists. Tables go to stdout, progress to stderr.
 * The previous release's figures (release-figures.json) are printed beside today's; the run exits 1, after
 * printing everything, when a category of the slice run went backwards by more than half a point.
 * `--record-release [--engine-commit <sha>] [--release-file <path>]` stores the run's figures instead.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { ALGORITHM_VERSION, buildScreeningIndex, screen } from '@sanctions/screening';
import { parseListFolder } from '@sanctions/server/domains/lists/sanctions/parse-list-folder';
import { toEngineQuery } from '@sanctions/server/domains/screening/engine/to-engine-query';
import { baselineScreen, buildBaselineIndex } from './baseline/brute-force-baseline';
import { bestPairsScreen, buildBestPairsIndex } from './baseline/best-pairs-baseline';
import { jaroWinkler } from './baseline/jaro-winkler';
import { baselineNormalise, sortTokens } from './baseline/baseline-normalise';
import { BASELINE_ONLY_HEADER, baselineOnlyFinds } from './baseline-only-finds';
import { DECK_PATH, readDeck } from './deck/deck-file';
import { deckSliceArg, inSlice } from './deck/deck-slice';
import { HELD_OUT_CATEGORIES } from './deck/deck-model';
import type { DeckCase } from './deck/deck-model';
import { engineScreen } from './engine-screener';
import { evaluateCases, percentile, rates } from './evaluate-deck';
import { NEGATIVE_HEADER, NOT_HIGH_HEADER, POSITIVE_HEADER, qualityTables } from './quality-rows';
import type { CaseOutcome } from './evaluate-deck';
import { formatTable, ms, pct } from './format-table';
import { withoutHeldOutArabic } from './held-out';
import { pairEntities, pairQuery, readPublicData } from './public-pairs';
import type { NamePair } from './public-pairs';
import { ALERT_THRESHOLD } from './ranked-hit';
import type { RankedHit, Screener } from './ranked-hit';
import { equalAlertTables } from './equal-alert-table';
import { SWEEP_FLOOR, sweepScoreOf } from './equal-alert-rate';
import type { SweepScore } from './equal-alert-rate';
import {
  RELEASE_FIGURES_PATH,
  figuresOf,
  mergeSlice,
  readReleaseFigures,
  writeReleaseFigures,
} from './release-figures';
import { SHARED_LISTS_DIR } from '@sanctions/server/test/shared-data';
import { runScaleBench } from './scale/scale-bench';

const MAX_RESULTS = 50;
const progress = (text: string) => process.stderr.write(`${text}\n`);

// Heap figures mean something only after a full collection; expose gc without changing the npm script.
setFlagsFromString('--expose-gc');
const gcValue: unknown = runInNewContext('gc');
const collect = () => {
  if (typeof gcValue === 'function') gcValue();
};
const heapMb = () => {
  collect();
  return process.memoryUsage().heapUsed / 2 ** 20;
};

// `--scale`: the index at 55k, 250k and 1M names instead of the quality run (scale/scale-bench.ts).
if (process.argv.includes('--scale')) {
  await runScaleBench(process.argv.slice(2));
  process.exit();
}

progress(`reading ${SHARED_LISTS_DIR} ...`);
const readStarted = performance.now();
const lists = await parseListFolder(SHARED_LISTS_DIR);
const readMs = performance.now() - readStarted;
const entities = lists.entities;
const slice = deckSliceArg(process.argv.slice(2));
const deck = onlyCategories(inSlice(await readDeck(), slice), process.argv.slice(2));
const publicData = await readPublicData();
const argv = process.argv.slice(2);
const recordRelease = argv.includes('--record-release');
const releasePath = argValue(argv, '--release-file') ?? RELEASE_FIGURES_PATH;
const storedRelease = await readReleaseFigures(releasePath);
const releaseSlice = storedRelease.slices[slice];

const heapBeforeIndex = heapMb();
const buildStarted = performance.now();
const index = buildScreeningIndex(entities);
const buildMs = performance.now() - buildStarted;
const heapAfterIndex = heapMb();

const heldOutEntities = withoutHeldOutArabic(entities, deck);
const heldOutIndex = buildScreeningIndex(heldOutEntities);
const baseline = buildBaselineIndex(entities);
const heldOutBaseline = buildBaselineIndex(heldOutEntities);

const engine: Screener = (q) => engineScreen(index, q, { maxResults: MAX_RESULTS });
const engineHeldOut: Screener = (q) => engineScreen(heldOutIndex, q, { maxResults: MAX_RESULTS });
const base: Screener = (q) => baselineScreen(baseline, q, ALERT_THRESHOLD, MAX_RESULTS);
// The deck runs each baseline once, at the sweep floor: the alerts at 70 are the hits >= 70 of that run (the
// same hits, as a baseline's score of an entity does not depend on its threshold), the lower ones feed the
// equal-alert-rate sweep.
const baseSweep: Screener = (q) => baselineScreen(baseline, q, SWEEP_FLOOR, MAX_RESULTS);
const baseSweepHeldOut: Screener = (q) =>
  baselineScreen(heldOutBaseline, q, SWEEP_FLOOR, MAX_RESULTS);
const bestPairs = buildBestPairsIndex(entities);
const heldOutBestPairs = buildBestPairsIndex(heldOutEntities);
const watchmanSweep: Screener = (q) => bestPairsScreen(bestPairs, q, SWEEP_FLOOR, MAX_RESULTS);
const watchmanSweepHeldOut: Screener = (q) =>
  bestPairsScreen(heldOutBestPairs, q, SWEEP_FLOOR, MAX_RESULTS);

const isHeldOut = (c: DeckCase) => HELD_OUT_CATEGORIES.has(c.category);
function runDeck(cases: readonly DeckCase[], main: Screener, heldOut: Screener): CaseOutcome[] {
  return cases.map((c) => evaluateCases([c], isHeldOut(c) ? heldOut : main)[0] ?? failed());
}
function failed(): CaseOutcome {
  throw new Error('evaluation returned no outcome');
}

progress(`engine: ${entities.length} entities, ${index.nameCount} names; warming up ...`);
runDeck(deck.slice(0, 300), engine, engineHeldOut);
progress(`engine: ${deck.length} deck queries ...`);
const engineOutcomes = runDeck(deck, engine, engineHeldOut);
// The brute-force baseline costs ~100x the engine per query: by default it runs on an evenly spread,
// deterministic sample of each category; `--baseline-per-category all` runs it on the whole deck.
const basePerCategory = baselineSampleSize(process.argv.slice(2));
const sampled = sampleIndices(deck, basePerCategory);
progress(
  `baseline: ${sampled.length} deck queries over ${baseline.nameCount} names (slow by design) ...`,
);
const baseOutcomes = new Map<number, CaseOutcome>();
const watchmanOutcomes = new Map<number, CaseOutcome>();
const baseSweepScores = new Map<number, SweepScore>();
const watchmanSweepScores = new Map<number, SweepScore>();
sampled.forEach((i, done) => {
  const c = deck[i];
  if (!c) return;
  if (done % 250 === 0) progress(`  baseline ${done}/${sampled.length}`);
  const [ofacStyle, ofacStyleScore] = sweepAndAlerts(
    c,
    isHeldOut(c) ? baseSweepHeldOut : baseSweep,
  );
  baseOutcomes.set(i, ofacStyle);
  baseSweepScores.set(i, ofacStyleScore);
  const [best, bestScore] = sweepAndAlerts(c, isHeldOut(c) ? watchmanSweepHeldOut : watchmanSweep);
  watchmanOutcomes.set(i, best);
  watchmanSweepScores.set(i, bestScore);
});

/** One timed call at the sweep floor: the case's outcome at 70 (hits >= 70) and its sweep scores. */
function sweepAndAlerts(c: DeckCase, sweep: Screener): [CaseOutcome, SweepScore] {
  let hits: RankedHit[] = [];
  const atAlert: Screener = (q) => {
    hits = sweep(q);
    return hits.filter((h) => h.confidence >= ALERT_THRESHOLD);
  };
  const outcome = evaluateCases([c], atAlert)[0] ?? failed();
  return [outcome, sweepScoreOf(c, hits)];
}

// The engine once more at the sweep floor (untimed: the SPEED table is the product's call at 70).
progress(
  `engine: ${deck.length} deck queries at minConfidence ${SWEEP_FLOOR} (equal alert rate) ...`,
);
const engineSweepScores = new Map<number, SweepScore>();
let sweepDisagrees = 0;
deck.forEach((c, i) => {
  const hits = engineScreen(isHeldOut(c) ? heldOutIndex : index, c.query, {
    minConfidence: SWEEP_FLOOR,
    maxResults: MAX_RESULTS,
  });
  const score = sweepScoreOf(c, hits);
  engineSweepScores.set(i, score);
  // Read at 70, the sweep must give the main run's verdict (minConfidence only prunes what cannot reach it).
  const o = engineOutcomes[i];
  const found = score.expectedScore !== null && score.expectedScore >= ALERT_THRESHOLD;
  const alerted = score.topScore !== null && score.topScore >= ALERT_THRESHOLD;
  if (o && (o.found !== found || o.alerted !== alerted)) sweepDisagrees += 1;
});
if (sweepDisagrees > 0)
  progress(`WARNING: ${sweepDisagrees} cases judged differently at 70 by the sweep run`);

function argValue(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const value = args[at + 1];
  if (value === undefined || value.startsWith('--')) throw new Error(`${name} takes a value`);
  return value;
}

function baselineSampleSize(argv: readonly string[]): number {
  const at = argv.indexOf('--baseline-per-category');
  const value = at >= 0 ? argv[at + 1] : undefined;
  if (value === undefined) return 40;
  if (value === 'all') return Number.POSITIVE_INFINITY;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error('--baseline-per-category takes a whole number (0: no baseline) or "all"');
  return n;
}

/** `--category one-name-arabic,dropped-middle` evaluates those categories only (the lists are indexed whole). */
function onlyCategories(cases: DeckCase[], argv: readonly string[]): DeckCase[] {
  const at = argv.indexOf('--category');
  if (at < 0) return cases;
  const wanted = new Set((argv[at + 1] ?? '').split(',').filter((c) => c !== ''));
  const kept = cases.filter((c) => wanted.has(c.category));
  if (kept.length === 0) throw new Error('--category takes deck category ids, comma-separated');
  return kept;
}

/** Up to `perCategory` indices per category, evenly spread over the category's cases. */
function sampleIndices(cases: readonly DeckCase[], perCategory: number): number[] {
  const byCategory = new Map<string, number[]>();
  cases.forEach((c, i) => byCategory.set(c.category, [...(byCategory.get(c.category) ?? []), i]));
  return [...byCategory.values()].flatMap((indices) => {
    if (indices.length <= perCategory) return indices;
    const step = indices.length / perCategory;
    return Array.from({ length: perCategory }, (_, k) => indices[Math.floor(k * step)] ?? 0);
  });
}

// ---- Quality per category ----
const quality = qualityTables(
  deck,
  engineOutcomes,
  baseOutcomes,
  watchmanOutcomes,
  releaseSlice?.categories,
);
const allTargets = quality.allTargets;
const allBetter = quality.allBetter;
console.log(
  `\nSCREENING QUALITY  (deck: ${deck.length} cases, ${slice} slice; alert = confidence >= ${ALERT_THRESHOLD}; high = the screener's high band (baselines: >= 90);\n top-1 = expected entity is the first alert, ties included; baselines (OFAC-style whole-name Jaro-Winkler, watchman best-pairs\n Jaro-Winkler) on ${sampled.length} evenly spread cases (--baseline-per-category ${basePerCategory}); "vs best base" compares the engine with the better\n baseline on those same cases)\n`,
);
console.log(
  releaseSlice
    ? `Previous release (${releasePath.endsWith('release-figures.json') ? 'release-figures.json' : releasePath}, ${slice} slice): engine ${releaseSlice.engineCommit.slice(0, 12)} (${releaseSlice.algorithm}), recorded ${releaseSlice.recordedAt.slice(0, 10)}; delta = today - release in points; gate FAIL when a category goes backwards by more than 0.5 points\n`
    : `Previous release: no figures stored for the ${slice} slice in ${releasePath}: every category is "new"\n`,
);
console.log(formatTable(POSITIVE_HEADER, quality.positive));
console.log('');
console.log(formatTable(NEGATIVE_HEADER, quality.negative));
console.log('');
console.log(formatTable(NOT_HIGH_HEADER, quality.notHigh));
if (process.argv.includes('--misses')) {
  const everyHit: Screener = (q) => engineScreen(index, q, { minConfidence: 0, maxResults: 1000 });
  const everyHeldOutHit: Screener = (q) =>
    engineScreen(heldOutIndex, q, { minConfidence: 0, maxResults: 1000 });
  console.log('\nSAMPLED POSITIVES A BASELINE FINDS AND THE ENGINE MISSES  (--misses)\n');
  console.log(
    formatTable(
      BASELINE_ONLY_HEADER,
      baselineOnlyFinds(
        deck,
        engineOutcomes,
        baseOutcomes,
        watchmanOutcomes,
        (c) => (isHeldOut(c) ? everyHeldOutHit : everyHit)(c.query),
        entities,
      ),
    ),
  );
}

// ---- Recall at an equal alert rate ----
console.log(
  equalAlertTables(deck, {
    engine: engineSweepScores,
    sampled: sampled.length,
    basePerCategory,
    ofacStyle: baseSweepScores,
    watchman: watchmanSweepScores,
  }),
);

// ---- Public evaluation files ----
const publicRows: string[][] = [];
const variantEngine = rates(evaluateCases(publicData.euVariants, engine));
const variantBase = rates(evaluateCases(publicData.euVariants, base));
publicRows.push([
  'name-variants.json (EU index)',
  String(variantEngine.n),
  pct(variantEngine.recall),
  pct(variantBase.recall),
  '0',
  '-',
  '-',
]);
for (const set of publicData.pairSets) {
  const scored = scorePairs(set.pairs);
  const positives = scored.filter((s) => s.pair.match);
  const negatives = scored.filter((s) => !s.pair.match);
  const share = (items: typeof scored, key: 'engine' | 'base') =>
    items.length === 0
      ? '-'
      : pct((100 * items.filter((s) => s[key] >= ALERT_THRESHOLD).length) / items.length);
  publicRows.push([
    set.label,
    String(positives.length),
    share(positives, 'engine'),
    share(positives, 'base'),
    String(negatives.length),
    share(negatives, 'engine'),
    share(negatives, 'base'),
  ]);
}
console.log(
  '\nPUBLIC PAIRS  (each file indexed as its own small list; a pair alerts when its candidate scores >= 70)\n',
);
console.log(
  formatTable(
    ['file', 'positives', 'engine R@70', 'base R@70', 'negatives', 'engine alerts', 'base alerts'],
    publicRows,
  ),
);

const ofacPairs = publicData.ofacFixtures.filter((p) => p.ofacScore >= 0);
const ofacScored = scorePairs(
  ofacPairs.map((p) => ({
    query: p.query,
    candidate: p.candidate,
    match: true,
    type: 'individual',
  })),
);
const meanDelta = (key: 'engine' | 'base') =>
  ofacScored.reduce((sum, s, i) => sum + Math.abs(s[key] - (ofacPairs[i]?.ofacScore ?? 0)), 0) /
  ofacScored.length;
const within = (key: 'engine' | 'base') =>
  pct(
    (100 *
      ofacScored.filter((s, i) => Math.abs(s[key] - (ofacPairs[i]?.ofacScore ?? 0)) <= 10).length) /
      ofacScored.length,
  );
console.log(
  `\nOFAC parity (ofac_fixtures.csv, ${ofacPairs.length} scored rows; informational): ` +
    `mean |engine - OFAC| ${meanDelta('engine').toFixed(1)}, within 10 points ${within('engine')}; ` +
    `baseline ${meanDelta('base').toFixed(1)}, ${within('base')}`,
);

/** Scores each pair with the engine (candidates indexed together) and with the baseline's plain JW. */
function scorePairs(
  pairs: readonly NamePair[],
): { pair: NamePair; engine: number; base: number }[] {
  const pairIndex = buildScreeningIndex(
    pairEntities(pairs.map((p) => ({ name: p.candidate, type: p.type }))),
  );
  return pairs.map((pair) => {
    const outcome = screen(pairIndex, toEngineQuery(pairQuery(pair.query)), {
      minConfidence: 0,
      maxResults: 1000,
    });
    const hit = outcome.matches.find((m) => m.entity.names[0]?.full === pair.candidate);
    return {
      pair,
      engine: hit?.confidence ?? 0,
      base: Math.round(100 * pairJw(pair.query, pair.candidate)),
    };
  });
}
function pairJw(a: string, b: string): number {
  const x = baselineNormalise(a);
  const y = baselineNormalise(b);
  return Math.max(jaroWinkler(x, y), jaroWinkler(sortTokens(x), sortTokens(y)));
}

// ---- Speed ----
const engineTimes = engineOutcomes.map((o) => o.millis);
const baseTimes = [...baseOutcomes.values()].map((o) => o.millis);
const speedUp = percentile(baseTimes, 50) / Math.max(percentile(engineTimes, 50), 1e-6);
console.log(
  `\nSPEED  (${entities.length} entities, ${index.nameCount} names from ${lists.publications.length} publications; one thread; engine over ${deck.length} queries, baseline over ${sampled.length})\n`,
);
console.log(
  formatTable(
    ['measure', 'engine', 'baseline', 'target', 'result'],
    [
      [
        'p50 ms/query',
        ms(percentile(engineTimes, 50)),
        ms(percentile(baseTimes, 50)),
        '<= 2',
        verdict(percentile(engineTimes, 50) <= 2),
      ],
      ['p95 ms/query', ms(percentile(engineTimes, 95)), ms(percentile(baseTimes, 95)), '-', ''],
      [
        'p99 ms/query',
        ms(percentile(engineTimes, 99)),
        ms(percentile(baseTimes, 99)),
        '<= 15',
        verdict(percentile(engineTimes, 99) <= 15),
      ],
      ['speed-up at p50', `${speedUp.toFixed(0)}x`, '1x', '>= 30x', verdict(speedUp >= 30)],
      ['index build ms', buildMs.toFixed(0), '-', '<= 3000', verdict(buildMs <= 3000)],
      [
        'heap MB after build',
        heapAfterIndex.toFixed(0),
        '-',
        '<= 300',
        verdict(heapAfterIndex <= 300),
      ],
      ['  of which index MB', (heapAfterIndex - heapBeforeIndex).toFixed(0), '-', '-', ''],
    ],
  ),
);
console.log(
  `\n(lists read and parsed in ${readMs.toFixed(0)} ms; gc ${typeof gcValue === 'function' ? 'exposed' : 'NOT exposed: heap includes garbage'})`,
);
console.log(
  `\nAll quality targets met: ${allTargets ? 'yes' : 'NO'}; engine better than or equal to the baseline everywhere: ${allBetter ? 'yes' : 'NO'}`,
);

// ---- No-regression gate (after everything else is printed) ----
const gateFailures = quality.gate.flatMap((v) => v.failures);
const newCategories = quality.gate.filter((v) => v.status === 'new').map((v) => v.category);
console.log(
  `\nNo-regression gate (${slice} slice, ${quality.gate.length} categories against ${releaseSlice ? `engine ${releaseSlice.engineCommit.slice(0, 12)}` : 'no stored figures'}): ` +
    (gateFailures.length === 0 ? 'PASS' : `FAIL, ${gateFailures.length} figure(s) went backwards`) +
    (newCategories.length > 0 ? `; new (not gated): ${newCategories.join(', ')}` : ''),
);
for (const failure of gateFailures) console.log(`  FAIL ${failure}`);

if (recordRelease) {
  const engineCommit = argValue(argv, '--engine-commit') ?? gitHead();
  const recorded = mergeSlice(
    storedRelease,
    slice,
    {
      engineCommit,
      algorithm: ALGORITHM_VERSION,
      deckSha256: createHash('sha256')
        .update(await readFile(DECK_PATH))
        .digest('hex'),
      recordedAt: new Date().toISOString(),
      categories: figuresOf(deck, engineOutcomes),
    },
    !argv.includes('--category'),
  );
  await writeReleaseFigures(recorded, releasePath);
  console.log(
    `\nRecorded the ${slice} slice (engine ${engineCommit}, ${ALGORITHM_VERSION}) in ${releasePath}; the gate does not fail a recording run`,
  );
} else if (gateFailures.length > 0) {
  process.exitCode = 1;
}

/** The checkout's commit, marked "-dirty" when packages/screening has uncommitted changes. */
function gitHead(): string {
  const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
  const head = git('rev-parse', 'HEAD');
  return git('status', '--porcelain', '--', 'packages/screening') === '' ? head : `${head}-dirty`;
}

function verdict(ok: boolean): string {
  return ok ? 'PASS' : 'FAIL';
}
