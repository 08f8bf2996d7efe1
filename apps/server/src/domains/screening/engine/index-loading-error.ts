import type { ScreeningIndexMessageKey } from '@sanctions/contracts';
import { AppError } from '../../../lib/app-error';

/**
 * Seconds a client is told to wait while the screening index loads: a start-up build of every list takes
 * a few seconds here, so a retry after this finds it built or still loading, never hammers the server.
 */
export const INDEX_LOADING_RETRY_SECONDS = 5;

const INDEX_LOADING_KEY: ScreeningIndexMessageKey = 'screeningIndex.loading';

/**
 * The refusal while the imported lists are still being indexed: 503 with Retry-After, saying they are
 * loading. Not LIST_UNAVAILABLE, whose message sends the user to an administrator to import lists that
 * are in fact imported (issue 26).
 */
export function indexLoadingError(): AppError {
  return new AppError(
    'SERVICE_UNAVAILABLE',
    'The sanctions lists are being loaded into the screening index. Please try again in a few seconds.',
    {
      messageKey: INDEX_LOADING_KEY,
      messageParams: {},
      retryAfterSeconds: INDEX_LOADING_RETRY_SECONDS,
    },
  );
}
