import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { listenOnChannel } from '../../db/listen-on-channel';
import { LIST_VERSIONS_CHANNEL } from './sanctions.queries';

/**
 * On PostgreSQL, calls `onActivated` for each notification that another instance switched a list version
 * in (and once after a lost connection). Undefined on PGlite: one process, nobody else to hear from.
 */
export function listenForActivations(
  db: Db,
  onActivated: () => void,
  log: FastifyBaseLogger,
): Promise<(() => Promise<void>) | undefined> {
  return listenOnChannel(db, LIST_VERSIONS_CHANNEL, onActivated, log, { withPglite: false });
}
