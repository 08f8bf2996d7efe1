import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase } from '../../test/db';
import type { TestDatabase } from '../../test/db';
import { readMigrationJournal } from './migrations-folder';

/** The 27 stored tables of the spec (organizations-billing-admin 3) ... */
const SPEC_TABLES = [
  'sanction_entries',
  'search_requests',
  'search_results',
  'users',
  'user_sessions',
  'password_reset_tokens',
  'user_two_factor',
  'email_verification_tokens',
  'login_attempts',
  'audit_logs',
  'user_usage_stats',
  'search_sessions',
  'user_feedback',
  'saved_searches',
  'bulk_search_jobs',
  'export_templates',
  'organizations',
  'subscription_plans',
  'organization_subscriptions',
  'organization_usage',
  'invoices',
  'payment_methods',
  'cash_payments',
  'payment_history',
  'subscription_changes',
  'usage_overages',
  'billing_notifications',
];
/** ... and the ones the features add. */
const FEATURE_TABLES = [
  'refresh_tokens',
  'trusted_devices',
  'api_keys',
  'notifications',
  'email_outbox',
  'list_versions',
];

const rowsOf = <T extends z.ZodType>(result: unknown, schema: T): z.infer<T>[] =>
  z.object({ rows: z.array(schema) }).parse(result).rows;

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe(`migrations on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('runs on the expected runtime', () => {
    expect(database.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('creates every stored table of the spec and of the features', async () => {
    const tables = rowsOf(
      await database.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public'`,
      ),
      z.object({ table_name: z.string() }),
    ).map((row) => row.table_name);
    expect(SPEC_TABLES).toHaveLength(27);
    for (const table of [...SPEC_TABLES, ...FEATURE_TABLES]) expect(tables).toContain(table);
  });

  it('stores instants as timestamptz and money as integer cents', async () => {
    const columns = rowsOf(
      await database.db.execute(sql`
        select table_name, column_name, data_type from information_schema.columns
        where table_schema = 'public'
          and (column_name like '%\\_at' or column_name in ('amount', 'total', 'monthly_price', 'yearly_price'))`),
      z.object({ table_name: z.string(), column_name: z.string(), data_type: z.string() }),
    );
    expect(columns.length).toBeGreaterThan(40);
    for (const column of columns) {
      const expected = column.column_name.endsWith('_at') ? 'timestamp with time zone' : 'integer';
      expect(`${column.table_name}.${column.column_name}: ${column.data_type}`).toBe(
        `${column.table_name}.${column.column_name}: ${expected}`,
      );
    }
  });

  it('records every committed migration and applies nothing twice', async () => {
    const journal = readMigrationJournal();
    const countApplied = async () =>
      rowsOf(
        await database.db.execute(
          sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
        ),
        z.object({ count: z.number() }),
      )[0]?.count;
    expect(await countApplied()).toBe(journal.entries.length);
    await database.migrate();
    expect(await countApplied()).toBe(journal.entries.length);
  });

  it('keeps at most one active version per list source', async () => {
    const insertActive = (id: string) =>
      database.db.execute(sql`
        insert into list_versions (id, sanction_list, list_source, format, status, triggered_by)
        values (${id}, 'un', 'UN Consolidated List', 'un-xml', 'active', 'test')`);
    await insertActive('00000000-0000-4000-8000-000000000001');
    await expect(insertActive('00000000-0000-4000-8000-000000000002')).rejects.toThrow();
  });
});
