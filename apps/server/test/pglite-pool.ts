import { PGlite } from '@electric-sql/pglite';
import { z } from 'zod';
import { pgliteHandle } from '../src/db/client';
import type { DatabaseHandle } from '../src/db/client';

/**
 * In-memory PGlite databases reused across the test files of one Vitest worker (ADR 022, fourth addendum).
 * Starting PGlite from the migrated template costs about 0.65 s of CPU a file; a file's `close()` instead
 * empties every table of the application schema (`truncate … restart identity cascade`, a tenth of that) and
 * parks the instance for the worker's next file, which then starts from the same empty, migrated database a
 * fresh copy would give it. An instance is closed for good, never reused, when anything but rows changed:
 * its schema fingerprint (tables, columns, constraints, indexes, triggers and their enabled state, functions,
 * enum labels) differs from the template's (a test disabled a trigger to forge a tampered row), or the reset
 * fails (a transaction left open).
 */
const idle: PGlite[] = [];
let templateFingerprint: string | undefined;
let applicationTables: string | undefined;

/**
 * An empty migrated database for one test file: a parked instance, or a new one from `template`. The file
 * reaches it through a revocable proxy: once the file closes it, whatever the file left running (a timer, a
 * late query) fails as it would on a closed instance instead of writing into the next file's rows.
 */
export async function takePgliteDatabase(template: Blob): Promise<DatabaseHandle> {
  const owner = idle.pop() ?? (await startFromTemplate(template));
  const lease = Proxy.revocable(owner, {
    // PGlite keeps its state in private fields, which a method only reaches with the instance as `this`.
    get: (target, key) => {
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  let isClosed = false;
  return {
    ...pgliteHandle(lease.proxy),
    close: async () => {
      if (isClosed) return;
      isClosed = true;
      lease.revoke();
      await park(owner);
    },
  };
}

/** How many instances wait for this worker's next file (for the pool's own tests). */
export function idlePgliteCount(): number {
  return idle.length;
}

async function startFromTemplate(template: Blob): Promise<PGlite> {
  const client = new PGlite({ loadDataDir: template });
  try {
    // Finds nothing to apply: proves the copy is at the latest migration, as `createTestDatabase` does.
    await pgliteHandle(client).migrate();
    const fingerprint = await schemaFingerprint(client);
    templateFingerprint ??= fingerprint;
    applicationTables ??= await tablesOf(client);
  } catch (error) {
    await client.close();
    throw error;
  }
  return client;
}

async function park(owner: PGlite): Promise<void> {
  try {
    if (applicationTables === undefined) throw new Error('pglite-pool: no table list');
    if ((await schemaFingerprint(owner)) !== templateFingerprint) throw new Error('schema changed');
    await owner.exec(`truncate ${applicationTables} restart identity cascade`);
    // Session settings (`set …`) go back to the database's defaults, and temporary tables go.
    await owner.exec('reset all; discard temp');
  } catch {
    await owner.close();
    return;
  }
  idle.push(owner);
}

const tablesRowSchema = z.object({ tables: z.string().min(1) });
const fingerprintRowSchema = z.object({ fingerprint: z.string().min(1) });

async function tablesOf(client: PGlite): Promise<string> {
  const result = await client.query(`
    select string_agg(format('%I.%I', schemaname, tablename), ', ' order by tablename) as tables
    from pg_tables where schemaname = 'public'`);
  return tablesRowSchema.parse(result.rows[0]).tables;
}

async function schemaFingerprint(client: PGlite): Promise<string> {
  const result = await client.query(`
    select md5(string_agg(item, E'\n' order by item)) as fingerprint from (
      select 'column ' || c.relname || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
        || ' ' || a.attnotnull || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), '') as item
        from pg_attribute a
        join pg_class c on c.oid = a.attrelid
        join pg_namespace n on n.oid = c.relnamespace
        left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where n.nspname = 'public' and a.attnum > 0 and not a.attisdropped
      union all
      select 'relation ' || c.relname || ' ' || c.relkind::text from pg_class c
        join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public'
      union all
      select 'constraint ' || conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid)
        from pg_constraint where connamespace = 'public'::regnamespace
      union all
      select 'index ' || indexrelid::regclass::text || ' ' || pg_get_indexdef(indexrelid) from pg_index i
        join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public'
      union all
      select 'trigger ' || tgrelid::regclass::text || ' ' || tgname || ' ' || tgenabled::text || ' '
        || case when tgisinternal then '' else pg_get_triggerdef(oid) end from pg_trigger
      union all
      select 'function ' || p.proname || ' ' || md5(p.prosrc) from pg_proc p
        where p.pronamespace = 'public'::regnamespace
      union all
      select 'enum ' || t.typname || ' ' || e.enumlabel || ' ' || e.enumsortorder from pg_enum e
        join pg_type t on t.oid = e.enumtypid
    ) items`);
  return fingerprintRowSchema.parse(result.rows[0]).fingerprint;
}
