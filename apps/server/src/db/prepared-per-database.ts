import type { Db } from './client';

/**
 * A Drizzle prepared query built once per database (and so per connection pool) and reused: for the
 * queries every request runs (the session user, the usage check), building the query with the query
 * builder cost more CPU than executing it. `build` must only use `sql.placeholder` for the values.
 */
export function preparedPerDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const prepared = new WeakMap<Db, T>();
  return (db) => {
    let query = prepared.get(db);
    if (query === undefined) {
      query = build(db);
      prepared.set(db, query);
    }
    return query;
  };
}
