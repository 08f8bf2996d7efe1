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

  let client: pg.PoolClient | undefined;
  let isStopped = false;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async (isReconnect: boolean): Promise<void> => {
    try {
      const connection = await pool.connect();
      connection.on('notification', (message) => {
        if (message.channel === LIST_VERSIONS_CHANNEL) onActivated();
      });
      connection.on('error', (error) => {
        log.warn({ err: error }, 'list version LISTEN connection lost; reconnecting');
        connection.release(error);
        client = undefined;
        scheduleReconnect();
      });
      await connection.query(`LISTEN ${LIST_VERSIONS_CHANNEL}`);
      client = connection;
      if (isStopped) await stop();
      else if (isReconnect) onActivated();
    } catch (error) {
      log.warn({ err: error }, 'cannot LISTEN for list versions; retrying');
      scheduleReconnect();
    }
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
    const connection = client;
    client = undefined;
    if (!connection) return;
    try {
      await connection.query(`UNLISTEN ${LIST_VERSIONS_CHANNEL}`);
      connection.release();
    } catch (error) {
      connection.release(error instanceof Error ? error : true);
    }
  };

  await connect(false);
  return stop;
}
