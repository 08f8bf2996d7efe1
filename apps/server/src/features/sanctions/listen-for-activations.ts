import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Db } from '../../db/client';
import { LIST_VERSIONS_CHANNEL } from './sanctions.queries';

/** Wait before re-opening a lost LISTEN connection. */
const RECONNECT_DELAY_MS = 5_000;

/**
 * On PostgreSQL, holds one pooled connection LISTENing on the list-versions channel and calls `onActivated`
 * for each notification (another instance switched a version in). After a lost connection it reconnects and
 * calls `onActivated` once, since notifications sent meanwhile are gone. Returns the stop function, or
 * undefined on PGlite (one process, nobody else to hear from).
 */
export async function listenForActivations(
  db: Db,
  onActivated: () => void,
  log: FastifyBaseLogger,
): Promise<(() => Promise<void>) | undefined> {
  const pool = '$client' in db ? db.$client : undefined;
  if (!(pool instanceof pg.Pool)) return undefined;

  /** The held connection with a release that runs once, whoever gets there first (stop, error, failed LISTEN). */
  let held:
    { release: (error?: Error) => void; query: (sql: string) => Promise<unknown> } | undefined;
  let isStopped = false;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async (isReconnect: boolean): Promise<void> => {
    let connection: pg.PoolClient;
    try {
      connection = await pool.connect();
    } catch (error) {
      log.warn({ err: error }, 'cannot LISTEN for list versions; retrying');
      scheduleReconnect();
      return;
    }
    let isReleased = false;
    // pg emits 'error' on a pooled client that is already back in the pool (e.g. the database being
    // dropped under it); releasing it twice throws, so the first release wins.
    const release = (error?: Error) => {
      if (isReleased) return;
      isReleased = true;
      if (held?.release === release) held = undefined;
      connection.release(error ?? false);
    };
    connection.on('notification', (message) => {
      if (message.channel === LIST_VERSIONS_CHANNEL) onActivated();
    });
    connection.on('error', (error) => {
      if (isReleased) return;
      log.warn({ err: error }, 'list version LISTEN connection lost; reconnecting');
      release(error);
      scheduleReconnect();
    });
    try {
      await connection.query(`LISTEN ${LIST_VERSIONS_CHANNEL}`);
    } catch (error) {
      log.warn({ err: error }, 'cannot LISTEN for list versions; retrying');
      release(error instanceof Error ? error : new Error(String(error)));
      scheduleReconnect();
      return;
    }
    if (isReleased) return;
    held = { release, query: (sql) => connection.query(sql) };
    if (isStopped) await stop();
    else if (isReconnect) onActivated();
  };

  const scheduleReconnect = () => {
    if (isStopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect(true);
    }, RECONNECT_DELAY_MS);
    retryTimer.unref();
  };

  const stop = async (): Promise<void> => {
    isStopped = true;
    if (retryTimer) clearTimeout(retryTimer);
    const current = held;
    if (!current) return;
    try {
      await current.query(`UNLISTEN ${LIST_VERSIONS_CHANNEL}`);
      current.release();
    } catch (error) {
      current.release(error instanceof Error ? error : new Error(String(error)));
    }
  };

  await connect(false);
  return stop;
}
