import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { screen, type ListEntity, type ScreeningIndex } from '@sanctions/screening';
import { toEngineQuery } from '@sanctions/server/domains/screening/engine/to-engine-query';
import type { DeckQuery } from '../deck/deck-model';
import { toIndexSchema, type ToWorker } from './index-ipc-messages';

const WORKER_SCRIPT = fileURLToPath(new URL('./index-ipc-worker.ts', import.meta.url));

export interface IpcFigures {
  ipcP50Ms: number;
  ipcP99Ms: number;
  /** The thin worker's memory: what each HTTP worker would hold instead of an index. */
  workerRssMb: number;
  workerHeapMb: number;
}

/**
 * Serves `queries` to a forked thin worker over the IPC channel (V8 serialisation, as `cluster` workers
 * talk to their primary) and returns the round trips the worker timed: screening plus both hops, with the
 * matches (their parties included) sent back as the server's search would need them.
 */
export function measureOverIpc(
  index: ScreeningIndex<ListEntity>,
  queries: readonly DeckQuery[],
): Promise<IpcFigures> {
  return new Promise((resolve, reject) => {
    const worker = fork(WORKER_SCRIPT, [], {
      serialization: 'advanced',
      execArgv: process.execArgv.filter((arg) => !arg.startsWith('--max-old-space-size')),
    });
    const send = (message: ToWorker) => worker.send(message);
    worker.on('message', (raw: unknown) => {
      const message = toIndexSchema.parse(raw);
      if (message.kind === 'screen') {
        const outcome = screen(index, toEngineQuery(message.query), { maxResults: 50 });
        send({ kind: 'result', id: message.id, matches: outcome.matches });
        return;
      }
      worker.kill();
      resolve({
        ipcP50Ms: message.p50Ms,
        ipcP99Ms: message.p99Ms,
        workerRssMb: message.rssMb,
        workerHeapMb: message.heapMb,
      });
    });
    worker.on('error', reject);
    send({ kind: 'queries', queries: [...queries] });
  });
}
