import type { Worker } from 'node:cluster';
import Fastify from 'fastify';
import type { Logger } from 'pino';
import type { DatabaseHandle } from '../db/client';
import type { Env } from '../env';
import { findEntriesOfVersions, findServedVersions } from '../domains/lists';
import { listenForActivations } from '../domains/lists';
import { systemClock } from '../lib/clock';
import screeningIndexPlugin from '../plugins/screening-index';
import type { IndexChannel } from '../domains/screening';
import { indexSnapshotPath } from '../domains/screening';
import { pushIndexState, serveIndexOverIpc } from '../domains/screening';

export interface HostedIndex {
  /** Starts answering a newly forked worker's index requests. */
  serve(worker: Worker): void;
}

/**
 * SCREENING_INDEX_MODE=per-host (ADR 033): the cluster primary holds the one screening index of the host,
 * built (or loaded from the snapshot) after the workers are forked and rebuilt on every list activation
 * notice like a worker's own, and answers the workers' screenings over the cluster IPC channel. It is a
 * bare Fastify instance with the index plugin only: no routes, no listening socket.
 */
export async function hostScreeningIndex(
  env: Env,
  database: DatabaseHandle,
  logger: Logger,
): Promise<HostedIndex> {
  // The primary exits after its workers (run-cluster-primary.ts); its pool and listener end with it.
  const channels = new Set<IndexChannel>();
  const app = Fastify({ loggerInstance: logger.child({ role: 'screening-index' }) });
  app.decorate('db', database.db);
  app.decorate('clock', systemClock);
  await app.register(screeningIndexPlugin, {
    source: {
      findActiveVersions: findServedVersions,
      findEntriesOfVersions,
      listenForActivations,
    },
    startupBuild: 'background',
    snapshotPath: indexSnapshotPath(env.DATA_DIR),
    // Workers follow the index's state without asking: readiness turns ready when the build ends.
    // Builds run from the plugin's onReady hook, after it decorated `screeningIndex`.
    onChanged: () => {
      for (const channel of channels) pushIndexState(app.screeningIndex, channel);
    },
  });
  await app.ready();
  const index = app.screeningIndex;
  return {
    serve(worker) {
      const channel = workerChannel(worker);
      channels.add(channel);
      const stop = serveIndexOverIpc(index, channel, app.log);
      worker.once('exit', () => {
        stop();
        channels.delete(channel);
      });
    },
  };
}

function workerChannel(worker: Worker): IndexChannel {
  return {
    send(message) {
      // A worker that is exiting cannot be answered; its request ends with its process.
      if (worker.isConnected()) worker.send(message);
    },
    onMessage(listener) {
      worker.on('message', listener);
      return () => worker.off('message', listener);
    },
  };
}
