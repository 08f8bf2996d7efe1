import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { buildScreeningIndex, screen, type ListEntity } from '@sanctions/screening';
import { CANDIDATES } from '../../../../packages/screening/src/config';
import { findCandidates } from '../../../../packages/screening/src/index/candidates';
import { parseListFolder } from '@sanctions/server/features/sanctions/parse-list-folder';
import { SHARED_LISTS_DIR } from '@sanctions/server/test/shared-data';
import { toEngineQuery } from '@sanctions/server/screening/to-engine-query';
import { readDeck } from '../deck/deck-file';
import { HELD_OUT_CATEGORIES } from '../deck/deck-model';
import { engineScreen } from '../engine-screener';
import { nameDistributions } from './name-distributions';
import { syntheticEntities } from './synthetic-corpus';

const session = new Session();
session.connect();
await session.post('Profiler.enable');
const real = (await parseListFolder(SHARED_LISTS_DIR)).entities;
const entities: ListEntity[] = [
  ...real,
  ...syntheticEntities(nameDistributions(real), Number(process.argv[2]) - 55000),
];
const index = buildScreeningIndex(entities);
(CANDIDATES as unknown as { maxPostingShare: number }).maxPostingShare = Number(process.argv[3]);
const deck = (await readDeck()).filter((c) => !HELD_OUT_CATEGORIES.has(c.category));
const times: [number, (typeof deck)[number]][] = [];
for (const c of deck) {
  const s = performance.now();
  engineScreen(index, c.query, { maxResults: 50 });
  times.push([performance.now() - s, c]);
}
times.sort((a, b) => b[0] - a[0]);
const slow = times.slice(0, 80).map((x) => x[1]);
for (const [t, c] of times.slice(0, 10)) {
  const o = screen(index, toEngineQuery(c.query), { maxResults: 50 });
  console.log(
    t.toFixed(1),
    c.category,
    JSON.stringify([c.query.firstName, c.query.lastName, c.query.arabicName]).slice(0, 100),
    'cands',
    o.candidatesScored,
    o.candidateCount,
    o.totalMatches,
  );
}
await session.post('Profiler.start');
for (let r = 0; r < 3; r++) for (const c of slow) engineScreen(index, c.query, { maxResults: 50 });
writeFileSync(
  '/tmp/i26-slow.cpuprofile',
  JSON.stringify((await session.post('Profiler.stop')).profile),
);
