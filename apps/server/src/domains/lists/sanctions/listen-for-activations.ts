import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import { listenOnChannel } from '../../../db/listen-on-channel';
import { LIST_VERSIONS_CHANNEL, activationNoticeSchema } from './sanctions.queries';

/**
 * On PostgreSQL, calls `onActivated` for each notification that another instance switched a list version
 * in (and once after a lost connection). Notices from `ownOrigin` are skipped: the importing instance
 * rebuilds once when its run ends, instead of once per list while its import still holds the CPU.
 * Undefined on PGlite: one process, nobody else to hear from.
 */
export function listenForActivations(
  db: Db,
  onActivated: () => void,
  log: FastifyBaseLogger,
  ownOrigin: string,
): Promise<(() => Promise<void>) | undefined> {
  const onNotice = (payload?: string) => {
    if (payload !== undefined && originOf(payload) === ownOrigin) return;
    onActivated();
  };
  return listenOnChannel(db, LIST_VERSIONS_CHANNEL, onNotice, log, { withPglite: false });
}

/** The notice's origin; undefined for a payload of another shape (rebuilding is then the safe side). */
function originOf(payload: string): string | undefined {
  try {
    const notice = activationNoticeSchema.safeParse(JSON.parse(payload));
    return notice.success ? notice.data.origin : undefined;
  } catch {
    return undefined;
  }
}
