import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

// Raw SQL needs no column casing; one dialect instance renders every statement.
const dialect = new PgDialect();

/**
 * Runs a raw statement as a NAMED prepared statement: on PostgreSQL each pooled connection parses and
 * plans it once and then only binds values, which matters for the large statements of the hot paths
 * (a search's evidence statement). The name is derived from the statement's text, so statements whose
 * text differs (e.g. with and without an organisation) never share a name. PGlite ignores the name.
 * Answers the driver's result (`{ rows }` on both runtimes), for the caller to parse.
 */
export async function executePrepared(db: DbOrTx, statement: SQL): Promise<unknown> {
  const query = dialect.sqlToQuery(statement);
  const name = `p_${createHash('sha256').update(query.sql).digest('base64url').slice(0, 24)}`;
  return db._.session.prepareQuery(query, undefined, name, false).execute();
}
