/**
 * Loads a snapshot file in a fresh process, as a restarting server would (the bench's own process still
 * holds the index it encoded, which would double the heap and slow the decode). Prints one JSON line.
 */
import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { decodeIndexSnapshot } from '@sanctions/server/domains/screening/engine/index-snapshot';

const [path, key] = process.argv.slice(2);
if (path === undefined || key === undefined) throw new Error('snapshot-load <file> <key>');
const started = performance.now();
const read = decodeIndexSnapshot(await readFile(path), key);
const seconds = (performance.now() - started) / 1000;
if (!read.ok) throw new Error(`snapshot not read: ${read.detail}`);
process.stdout.write(
  `${JSON.stringify({ seconds, rssMb: process.memoryUsage().rss / 2 ** 20, names: read.index.nameCount })}\n`,
);
