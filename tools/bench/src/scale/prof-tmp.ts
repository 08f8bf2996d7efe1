import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { buildScreeningIndex, type ListEntity } from '@sanctions/screening';
import { parseListFolder } from '@sanctions/server/features/sanctions/parse-list-folder';
import { SHARED_LISTS_DIR } from '@sanctions/server/test/shared-data';
import { readDeck } from '../deck/deck-file';
import { HELD_OUT_CATEGORIES } from '../deck/deck-model';
import { engineScreen } from '../engine-screener';

const session = new Session();
session.connect();
await session.post('Profiler.enable');
const lists = await parseListFolder(SHARED_LISTS_DIR);
const real = lists.entities;
const target = Number(process.argv[2] ?? 250000);
const { nameDistributions } = await import('./name-distributions');
const { syntheticEntities } = await import('./synthetic-corpus');
const entities: ListEntity[] = [
  ...real,
  ...syntheticEntities(nameDistributions(real), Math.max(0, target - 55000)),
];
await session.post('Profiler.start');
let t = performance.now();
const index = buildScreeningIndex(entities);
console.log('build', (performance.now() - t) / 1000);
writeFileSync(
  '/tmp/i26-build.cpuprofile',
  JSON.stringify((await session.post('Profiler.stop')).profile),
);
const deck = (await readDeck()).filter((c) => !HELD_OUT_CATEGORIES.has(c.category));
for (const c of deck.slice(0, 200)) engineScreen(index, c.query, { maxResults: 50 });
await session.post('Profiler.start');
t = performance.now();
const times: [number, string][] = [];
for (const c of deck.slice(0, 3000)) {
  const s = performance.now();
  engineScreen(index, c.query, { maxResults: 50 });
  times.push([
    performance.now() - s,
    c.category + ' ' + JSON.stringify([c.query.firstName, c.query.lastName, c.query.arabicName]),
  ]);
}
console.log('queries', (performance.now() - t) / 3000);
writeFileSync(
  '/tmp/i26-query.cpuprofile',
  JSON.stringify((await session.post('Profiler.stop')).profile),
);
times.sort((a, b) => b[0] - a[0]);
for (const x of times.slice(0, 15)) console.log(x[0].toFixed(1), x[1]);
