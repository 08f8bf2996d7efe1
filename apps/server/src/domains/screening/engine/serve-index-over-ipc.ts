import type { FastifyBaseLogger } from 'fastify';
import type { ScreeningIndexHandle } from '../../../plugins/screening-index';
import { describeIndex } from './describe-index';
import { screenInProcess } from './screen-in-process';
import { INDEX_CHANNEL, toPrimarySchema } from './index-ipc-messages';
import type { IndexChannel, ToPrimary, ToWorker } from './index-ipc-messages';

/**
 * The cluster primary's side of a per-host index (ADR 033): answers one worker's screening, state and
 * rebuild requests from the index this process holds. Returns the function that stops answering.
 */
export function serveIndexOverIpc(
  index: Pick<ScreeningIndexHandle, 'current' | 'isLoading' | 'rebuild'>,
  channel: IndexChannel,
  log: FastifyBaseLogger,
): () => void {
  const state = () => describeIndex(index.current(), index.isLoading());
  const answer = (message: ToWorker) => channel.send(message);

  const handle = (request: ToPrimary): void => {
    switch (request.kind) {
      case 'screen': {
        try {
          const result = screenInProcess(index.current(), request.queries, request.options);
          answer({
            channel: INDEX_CHANNEL,
            kind: 'screened',
            id: request.id,
            result,
            state: state(),
          });
        } catch (error) {
          // A malformed query is the worker's bug; it gets the engine's message, the primary keeps serving.
          answer({
            channel: INDEX_CHANNEL,
            kind: 'failed',
            id: request.id,
            message: String(error),
          });
        }
        return;
      }
      case 'state':
        answer({ channel: INDEX_CHANNEL, kind: 'state', id: request.id, state: state() });
        return;
      case 'rebuild':
        index.rebuild().then(
          () => answer({ channel: INDEX_CHANNEL, kind: 'state', id: request.id, state: state() }),
          (error: unknown) => {
            log.error({ err: error }, 'screening index rebuild failed');
            answer({
              channel: INDEX_CHANNEL,
              kind: 'failed',
              id: request.id,
              message: String(error),
            });
          },
        );
        return;
    }
  };

  return channel.onMessage((message) => {
    const parsed = toPrimarySchema.safeParse(message);
    // Other cluster traffic (and anything malformed) is not for the index.
    if (parsed.success) handle(parsed.data);
  });
}

/** Tells a worker the index changed (after a build or a load), so its readiness follows without asking. */
export function pushIndexState(
  index: Pick<ScreeningIndexHandle, 'current' | 'isLoading'>,
  channel: IndexChannel,
): void {
  channel.send({
    channel: INDEX_CHANNEL,
    kind: 'state',
    state: describeIndex(index.current(), index.isLoading()),
  } satisfies ToWorker);
}
