import { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Db } from './client';

const RECONNECT_DELAY_MS = 5_000;

export interface ListenOptions {
  /**
   * Listen on PGlite too (its in-process listener). Without it, PGlite answers undefined: one process
   * holds the database, so there is nobody else to hear from.
   */
  withPglite: boolean;
}

/**
 * Calls `onNotice` with the payload of each NOTIFY on `channel`. On PostgreSQL it holds one pooled
 * connection and, after losing it, reconnects and calls `onNotice` once without a payload, since notices
 * sent meanwhile are gone. Returns the stop
 * function, or undefined when there is nothing to listen to. Callers keep a fallback (polling, rebuild at
 * start): a missed notice must delay work, never lose it.
 */
export async function listenOnChannel(
  db: Db,
  channel: string,
  onNotice: (payload?: string) => void,
  log: FastifyBaseLogger,
  options: ListenOptions,
): Promise<(() => Promise<void>) | undefined> {
  // The channel is spliced into LISTEN, which takes no parameters: only plain identifiers pass.
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid channel name ${channel}`);
  const client = '$client' in db ? db.$client : undefined;
  if (client instanceof PGlite) {
    if (!options.withPglite) return undefined;
    const unlisten = await client.listen(channel, onNotice);
    return async () => {
      await unlisten().catch(() => undefined);
    };
  }
  if (!(client instanceof pg.Pool)) return undefined;
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
      log.warn({ err: error, channel }, 'cannot LISTEN; retrying');
      scheduleReconnect();
      return;
    }
    let isReleased = false;
    // pg may emit 'error' on a client already back in the pool (e.g. its database dropped under it);
    // releasing twice throws, so the first release wins.
    const release = (error?: Error) => {
      if (isReleased) return;
      isReleased = true;
      if (held?.connection === connection) held = undefined;
      connection.release(error ?? false);
    };
    connection.on('notification', (message) => {
      if (message.channel === channel) onNotice(message.payload);
    });
    connection.on('error', (error) => {
      if (isReleased) return;
      log.warn({ err: error, channel }, 'LISTEN connection lost; reconnecting');
      release(error);
      scheduleReconnect();
    });
    try {
      await connection.query(`LISTEN ${channel}`);
    } catch (error) {
      log.warn({ err: error, channel }, 'cannot LISTEN; retrying');
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
      await current.connection.query(`UNLISTEN ${channel}`);
      current.release();
    } catch (error) {
      current.release(error instanceof Error ? error : new Error(String(error)));
    }
  };

  await connect(false);
  return stop;
}
