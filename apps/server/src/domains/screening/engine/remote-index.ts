import type { ScreeningIndexMessageKey } from '@sanctions/contracts';
import type { ScreeningOptions, ScreeningOutcome, ScreeningQuery } from '@sanctions/screening';
import type { ActiveListVersion, StoredEntity } from '../../../plugins/screening-index';
import { AppError } from '../../../lib/app-error';
import { INDEX_LOADING_RETRY_SECONDS } from './index-loading-error';
import { INDEX_CHANNEL, toWorkerSchema } from './index-ipc-messages';
import type { IndexChannel, RemoteIndexState, ToPrimary, ToWorker } from './index-ipc-messages';

/** What a screening through the index answers: one outcome per query and the versions it screened. */
export interface ScreenedMany {
  outcomes: ScreeningOutcome<StoredEntity>[];
  versions: ActiveListVersion[];
}

export interface RemoteIndex {
  /** The primary's index state as last heard: `loading` until the primary first answered. */
  state(): RemoteIndexState;
  /** Undefined when no index serves; throws 503 SERVICE_UNAVAILABLE when the primary does not answer. */
  screenMany(
    queries: readonly ScreeningQuery[],
    options: ScreeningOptions,
  ): Promise<ScreenedMany | undefined>;
  /** Asks the primary to rebuild (after this worker activated a list version) and waits for it. */
  rebuild(): Promise<void>;
  /** Asks the primary for its state (start-up, and after a missed answer). */
  refresh(): Promise<void>;
  close(): void;
}

const LOADING: RemoteIndexState = {
  state: 'loading',
  indexing: true,
  entryCount: 0,
  builtAt: null,
  buildSeconds: null,
  namedCountries: 0,
  versions: [],
};

/**
 * A worker's side of a per-host index (ADR 033): every query goes to the cluster primary over the IPC
 * channel. Each wait is bounded by `timeoutMs`: a primary that does not answer (busy building, or gone)
 * costs the request a 503, never a hang.
 */
export function createRemoteIndex(
  channel: IndexChannel,
  { timeoutMs, rebuildTimeoutMs }: { timeoutMs: number; rebuildTimeoutMs: number },
): RemoteIndex {
  let known: RemoteIndexState = LOADING;
  let nextId = 1;
  const pending = new Map<
    number,
    { resolve: (message: ToWorker) => void; reject: (error: Error) => void; timer: NodeJS.Timeout }
  >();

  const stopListening = channel.onMessage((message) => {
    const parsed = toWorkerSchema.safeParse(message);
    if (!parsed.success) return;
    const answer = parsed.data;
    if (answer.kind !== 'failed') known = answer.state;
    if (answer.id === undefined) return;
    const waiting = pending.get(answer.id);
    if (waiting === undefined) return;
    pending.delete(answer.id);
    clearTimeout(waiting.timer);
    waiting.resolve(answer);
  });

  const ask = (request: ToPrimary, waitMs: number): Promise<ToWorker> =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(request.id);
        reject(primaryNotAnswering());
      }, waitMs);
      pending.set(request.id, { resolve, reject, timer });
      try {
        channel.send(request);
      } catch {
        pending.delete(request.id);
        clearTimeout(timer);
        reject(primaryNotAnswering());
      }
    });

  return {
    state: () => known,
    async screenMany(queries, options) {
      const answer = await ask(
        {
          channel: INDEX_CHANNEL,
          kind: 'screen',
          id: nextId++,
          queries: [...queries].map(copyQuery),
          options,
        },
        timeoutMs,
      );
      if (answer.kind === 'failed') throw new TypeError(answer.message);
      if (answer.kind !== 'screened') throw primaryNotAnswering();
      return answer.result;
    },
    async rebuild() {
      const answer = await ask(
        { channel: INDEX_CHANNEL, kind: 'rebuild', id: nextId++ },
        rebuildTimeoutMs,
      );
      if (answer.kind === 'failed') throw new Error(answer.message);
    },
    async refresh() {
      await ask({ channel: INDEX_CHANNEL, kind: 'state', id: nextId++ }, timeoutMs);
    },
    close() {
      stopListening();
      for (const [id, waiting] of pending) {
        clearTimeout(waiting.timer);
        waiting.reject(primaryNotAnswering());
        pending.delete(id);
      }
    },
  };
}

function copyQuery(query: ScreeningQuery) {
  return { ...query, lists: [...query.lists] };
}

const INDEX_UNAVAILABLE_KEY: ScreeningIndexMessageKey = 'screeningIndex.unavailable';

/** 503 with Retry-After: the primary holding the index did not answer in time (English and Arabic). */
export function primaryNotAnswering(): AppError {
  return new AppError(
    'SERVICE_UNAVAILABLE',
    'The screening index did not answer in time. Please try again in a few seconds.',
    {
      messageKey: INDEX_UNAVAILABLE_KEY,
      messageParams: {},
      retryAfterSeconds: INDEX_LOADING_RETRY_SECONDS,
    },
  );
}
