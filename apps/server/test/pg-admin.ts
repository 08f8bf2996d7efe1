import pg from 'pg';

/** `url` with its database replaced by `database`. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * Runs statements (create/drop database, …) one after another on the server's maintenance connection; one
 * at a time, because `create database` refuses the implicit transaction of a multi-statement string.
 */
export async function runAdmin(url: string, ...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Names of the server's databases that start with `prefix` (a run's leftover test copies). */
export async function databasesStartingWith(url: string, prefix: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ datname: unknown }>(
      'select datname from pg_database where starts_with(datname, $1) order by datname',
      [prefix],
    );
    return result.rows.flatMap(({ datname }) => (typeof datname === 'string' ? [datname] : []));
  } finally {
    await client.end();
  }
}

/**
 * A throwaway test database commits without waiting for its WAL to reach the disk: a commit then costs a
 * fraction of a millisecond instead of an fsync (ADR 022). Only what survives a crash of the PostgreSQL server
 * changes, which no test is about; what every session reads and writes is the same. Not inherited by a copy
 * (`create database … template`), so every created database is given it.
 */
export function withoutCommitFlush(database: string): string {
  return `alter database "${database}" set synchronous_commit = off`;
}
