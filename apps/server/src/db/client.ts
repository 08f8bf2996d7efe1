import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { resolveMigrationsFolder } from './migrations-folder';
import * as schema from './schema/index';

export type Schema = typeof schema;

/** The one Drizzle type every query takes: the same API over PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Queries accept either the database or an open transaction (STYLE 4.2, step 4). */
export type DbOrTx = Db | Tx;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Db;
  kind: DatabaseKind;
  /** Applies the committed migrations of `apps/server/drizzle` that have not run yet. */
  migrate(): Promise<void>;
  /** True when a trivial query answers. Never throws. */
  ping(): Promise<boolean>;
  /**
   * PostgreSQL only: a connection of its own, outside the pool, for a session-level advisory lock that
   * must last exactly as long as this process holds it (a killed process's connection closes and the
   * lock goes with it). Undefined on PGlite, where one process owns the database and shares one session.
   */
  openSession?: () => Promise<DedicatedSession>;
  /**
   * PGlite only: the whole data directory as an uncompressed tarball, which `loadDataDir` turns back into
   * an identical database (tests migrate one template per run and load a copy per test file).
   */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

/** A dedicated connection (see {@link DatabaseHandle.openSession}). */
export interface DedicatedSession {
  /** Runs one statement and returns its rows. */
  query(text: string, values?: unknown[]): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
}

export interface CreateDatabaseOptions {
  /** PGlite keeps its files in `<dataDir>/pgdata`. Ignored when `databaseUrl` is set. */
  dataDir?: string;
  /** node-postgres connection string; when set, PostgreSQL is used instead of PGlite. */
  databaseUrl?: string;
  /** PGlite entirely in memory (tests). */
  inMemory?: boolean;
  /** In-memory PGlite only: start from this data directory tarball (see `dumpDataDir`) instead of initdb. */
  loadDataDir?: Blob;
  /** Pool size for PostgreSQL; default {@link DEFAULT_POOL_SIZE}. */
  maxConnections?: number;
}

/**
 * A search holds a connection for ~4 short round trips (quota check, then BEGIN, evidence, counters,
 * COMMIT); 20 lets 50 concurrent clients queue briefly instead of for seconds, while staying far below
 * PostgreSQL's default max_connections of 100 with a few instances.
 */
export const DEFAULT_POOL_SIZE = 20;

const DRIZZLE_CONFIG = { schema, casing: 'snake_case' } as const;

// Any constant works; it only has to be the same for every instance sharing one database.
const MIGRATION_LOCK_KEY = 727_001;

export function createDatabase(options: CreateDatabaseOptions): DatabaseHandle {
  if (options.databaseUrl)
    return createPostgres(options.databaseUrl, options.maxConnections ?? DEFAULT_POOL_SIZE);
  return createPglite(options);
}

function createPglite(options: CreateDatabaseOptions): DatabaseHandle {
  let client: PGlite;
  if (options.inMemory || !options.dataDir) {
    client = options.loadDataDir ? new PGlite({ loadDataDir: options.loadDataDir }) : new PGlite();
  } else {
    mkdirSync(options.dataDir, { recursive: true });
    client = new PGlite(join(options.dataDir, 'pgdata'));
  }
  return pgliteHandle(client);
}

/**
 * The handle over a PGlite instance that is already open. Tests lend one instance to file after file
 * through a revocable proxy of it (`test/pglite-pool.ts`); everything else goes through `createDatabase`.
 */
export function pgliteHandle(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, ...DRIZZLE_CONFIG });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: resolveMigrationsFolder() }),
    ping: () => pingDb(db),
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

function createPostgres(connectionString: string, max: number): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzleNodePg({ client: pool, ...DRIZZLE_CONFIG });
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePostgres(connectionString),
    ping: () => pingDb(db),
    openSession: () => openDedicatedSession(connectionString),
    close: () => pool.end(),
  };
}

async function openDedicatedSession(connectionString: string): Promise<DedicatedSession> {
  const client = new pg.Client({ connectionString });
  // A lost connection must not crash the process: its locks are gone, which the holder cannot undo.
  client.on('error', () => undefined);
  await client.connect();
  return {
    query: async (text, values) => (await client.query(text, values)).rows,
    close: () => client.end(),
  };
}

/**
 * Several instances may start together against one PostgreSQL: an advisory lock held on a dedicated
 * connection makes the second wait until the first has migrated, instead of both racing.
 */
async function migratePostgres(connectionString: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg({ client, ...DRIZZLE_CONFIG }), {
        migrationsFolder: resolveMigrationsFolder(),
      });
      await preferLz4Compression(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}

/**
 * Every search stores its full reply (kilobytes of JSON) as TOASTed jsonb; lz4 compresses it at a fraction
 * of pglz's CPU. A database setting, so every later connection of every instance uses it. Not a migration:
 * PGlite has no lz4. A server built without lz4, or a role that may not alter the database, keeps the
 * default, which is harmless.
 */
async function preferLz4Compression(client: pg.Client): Promise<void> {
  await client.query(`do $$
    begin
      execute format('alter database %I set default_toast_compression = %L', current_database(), 'lz4');
    exception when others then
      null;
    end $$`);
}

async function pingDb(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
