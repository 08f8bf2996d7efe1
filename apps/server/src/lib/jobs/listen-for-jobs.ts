import { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Db } from '../../db/client';
import { JOBS_CHANNEL } from './job-notices';

const RECONNECT_DELAY_MS = 5_000;

/**
 * Calls `onNotice` whenever any process queues a job (NOTIFY on {@link JOBS_CHANNEL}). On PostgreSQL it
 * holds one pooled connection, reconnecting after a loss (then calls `onNotice`, since notices sent
 * meanwhile are gone); on PGlite it uses the client's own listener. Returns the stop function. Polling
 * remains the fallback: a missed notice delays a job by one poll, never loses it.
 */
export async function listenForJobs(
  db: Db,
  onNotice: () => void,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const client = '$client' in db ? db.$client : undefined;
  if (client instanceof PGlite) {
    const unlisten = await client.listen(JOBS_CHANNEL, onNotice);
    return async () => {
      await unlisten().catch(() => undefined);
    };
  }
  if (!(client instanceof pg.Pool)) return async () => undefined;
  const pool = client;

  /** The held connection with a release that runs once, whoever gets there first (stop, error). */
  let held: { connection: pg.PoolClient; release: (error?: Error) => void } | undefined;
  let isStopped = false;
  let retryTimer: NodeJS.Timeout | undefined;

  const scheduleReconnect = () => {
    if (isStopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect(true);
    }, RECONNECT_DELAY_MS);
    retryTimer.unref();
  };

  const connect = async (isReconnect: boolean): Promise<void> => {
    let connection: pg.PoolClient;
    try {
      connection = await pool.connect();
    } catch (error) {
      log.warn({ err: error }, 'cannot LISTEN for jobs; retrying');
      scheduleReconnect();
      return;
    }
    let isReleased = false;
    // pg may emit 'error' on a client already released; releasing twice throws, so the first wins.
    const release = (error?: Error) => {
      if (isReleased) return;
      isReleased = true;
      if (held?.connection === connection) held = undefined;
      connection.release(error ?? false);
    };
    connection.on('notification', (message) => {
      if (message.channel === JOBS_CHANNEL) onNotice();
    });
    connection.on('error', (error) => {
      if (isReleased) return;
      log.warn({ err: error }, 'job LISTEN connection lost; reconnecting');
      release(error);
      scheduleReconnect();
    });
    try {
      await connection.query(`LISTEN ${JOBS_CHANNEL}`);
    } catch (error) {
      log.warn({ err: error }, 'cannot LISTEN for jobs; retrying');
      release(error instanceof Error ? error : new Error(String(error)));
      scheduleReconnect();
      return;
    }
    if (isReleased) return;
    held = { connection, release };
    if (isStopped) await stop();
    else if (isReconnect) onNotice();
  };

  const stop = async (): Promise<void> => {
    isStopped = true;
    clearTimeout(retryTimer);
    const current = held;
    if (!current) return;
    try {
      await current.connection.query(`UNLISTEN ${JOBS_CHANNEL}`);
      current.release();
    } catch (error) {
      current.release(error instanceof Error ? error : new Error(String(error)));
    }
  };

  await connect(false);
  return stop;
}
