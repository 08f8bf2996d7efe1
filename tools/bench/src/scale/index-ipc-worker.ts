/**
 * The thin worker of the IPC option (forked by index-over-ipc.ts): holds no index, sends each deck query to
 * the index process and times the round trip, as an HTTP worker would screen through a shared index process.
 */
import { performance } from 'node:perf_hooks';
import { percentile } from '../evaluate-deck';
import { toWorkerSchema, type ToIndex } from './index-ipc-messages';

const send = (message: ToIndex) => process.send?.(message);
const pending = new Map<number, () => void>();

process.on('message', (raw: unknown) => {
  const message = toWorkerSchema.parse(raw);
  if (message.kind === 'result') {
    pending.get(message.id)?.();
    pending.delete(message.id);
    return;
  }
  void run(message.queries);
});

async function run(queries: ToWorkerQueries): Promise<void> {
  const times: number[] = [];
  for (let id = 0; id < queries.length; id += 1) {
    const query = queries[id];
    if (query === undefined) continue;
    const started = performance.now();
    await new Promise<void>((resolve) => {
      pending.set(id, resolve);
      send({ kind: 'screen', id, query });
    });
    times.push(performance.now() - started);
  }
  const memory = process.memoryUsage();
  send({
    kind: 'done',
    p50Ms: percentile(times, 50),
    p99Ms: percentile(times, 99),
    rssMb: memory.rss / 2 ** 20,
    heapMb: memory.heapUsed / 2 ** 20,
  });
}

type ToWorkerQueries = Extract<
  ReturnType<typeof toWorkerSchema.parse>,
  { kind: 'queries' }
>['queries'];
