import { performance } from 'node:perf_hooks';
import { expect } from 'vitest';
import { engineScreen } from '../engine-screener';
import { describeLoss, recallFloorCases, runRecallFloor } from './recall-floor';
import type { FloorCase } from './recall-floor';
import { KNOWN_FLOOR_LOSSES } from './recall-floor-known-losses';
import { sharedListsIndex } from './shared-lists-index';

/** Every case of the whole lists, made once per worker for all the shards it runs. */
let allCases: Promise<FloorCase[]> | undefined;

/**
 * One shard of the recall-floor property (ADR 002 R4.1, R4.9): the cases whose position is `shard` modulo
 * `shards`, so the whole-lists property runs in several test files, one per Vitest worker, instead of one file
 * holding a core for minutes. Together the shards cover every case once; each checks the named known losses
 * that fall in its own cases.
 */
export async function checkRecallFloorShard(shard: number, shards: number): Promise<void> {
  const { entities, index } = await sharedListsIndex();
  allCases ??= Promise.resolve(recallFloorCases(entities));
  const all = await allCases;
  expect(all.length).toBeGreaterThan(30_000);
  const cases = all.filter((_, i) => i % shards === shard);
  const start = performance.now();
  const losses = runRecallFloor(cases, (query) => engineScreen(index, query));
  const seconds = (performance.now() - start) / 1000;
  console.log(
    `recall floor, shard ${shard + 1} of ${shards}: ${cases.length - losses.length} of ${cases.length} names kept (${seconds.toFixed(1)} s)`,
  );
  if (losses.length > 0) console.log(losses.map(describeLoss).join('\n'));
  // A ratchet (ADR 002 R4.9): every loss outside the named known losses fails, and so does a known loss
  // found again (take it off the list: the list only shrinks).
  const known = new Set(KNOWN_FLOOR_LOSSES);
  const lostKeys = new Set(losses.map((loss) => loss.floorCase.key));
  const keysHere = new Set(cases.map((c) => c.key));
  const allKeys = new Set(all.map((c) => c.key));
  // A named loss the generator no longer makes is stale too (every shard sees the whole case list).
  expect(KNOWN_FLOOR_LOSSES.filter((key) => !allKeys.has(key))).toEqual([]);
  expect(losses.filter((loss) => !known.has(loss.floorCase.key)).map(describeLoss)).toEqual([]);
  expect(KNOWN_FLOOR_LOSSES.filter((key) => keysHere.has(key) && !lostKeys.has(key))).toEqual([]);
}
