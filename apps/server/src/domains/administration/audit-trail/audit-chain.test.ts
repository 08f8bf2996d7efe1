import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildOrganization } from '../../../../test/factories';
import { createTestDatabase } from '../../../../test/db';
import type { TestDatabase } from '../../../../test/db';
import { createDatabase } from '../../../db/client';
import type { Db } from '../../../db/client';
import { resolveMigrationsFolder } from '../../../db/migrations-folder';
import { auditChainHeads, auditLogs } from '../../../db/schema/users';
import { recordAudit, toAuditRow } from '../audit/audit';
import { hashCanonical, verifyAuditChain } from './verify-audit-chain';

const NOW = new Date('2026-11-29T12:00:00.000Z');

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** A fresh organisation whose chain holds `count` rows, so each test tampers with a chain of its own. */
async function chainOf(count: number): Promise<string> {
  const organization = await buildOrganization(database.db);
  for (let index = 0; index < count; index += 1)
    await recordAudit(database.db, {
      userId: null,
      organizationId: organization.id,
      action: 'test_event',
      details: { index },
    });
  return organization.id;
}

const rowsOf = (chain: string) =>
  database.db
    .select()
    .from(auditLogs)
    .where(eq(auditLogs.chainKey, chain))
    .orderBy(asc(auditLogs.chainPosition));

async function rowAt(chain: string, position: number) {
  const row = (await rowsOf(chain)).find((candidate) => candidate.chainPosition === position);
  if (row === undefined) throw new Error(`no row at ${position}`);
  return row;
}

describe(`audit chain on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('numbers each chain from 1 and links every row to the one before', async () => {
    const chain = await chainOf(3);
    await recordAudit(database.db, { userId: null, action: 'staff_event' });
    const rows = await rowsOf(chain);
    expect(rows.map((row) => row.chainPosition)).toEqual([1, 2, 3]);
    expect(rows[0]?.previousHash).toBeNull();
    expect(rows[1]?.previousHash).toBe(rows[0]?.rowHash);
    expect(rows[2]?.previousHash).toBe(rows[1]?.rowHash);
    for (const row of rows) expect(row.rowHash).toMatch(/^[0-9a-f]{64}$/);
    const [staff] = await database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'staff_event'));
    expect(staff?.chainKey).toBe('staff');
    expect(await verifyAuditChain(database.db, chain, NOW)).toMatchObject({
      chain,
      rows: 3,
      lastHash: rows[2]?.rowHash,
      intact: true,
      firstBreak: null,
    });
    expect((await verifyAuditChain(database.db, 'staff', NOW)).intact).toBe(true);
  });

  it('hashes the canonical text ADR 037 defines: a jsonb array of the chain fields and every column', async () => {
    const chain = await chainOf(0);
    await recordAudit(database.db, {
      userId: null,
      organizationId: chain,
      action: 'canonical_check',
      success: false,
      details: { zeta: 'ع', a: [1, 2.5], b: null },
      ip: '192.0.2.1',
      userAgent: 'agent "quoted"',
      at: new Date('2026-03-04T05:06:07.089Z'),
    });
    const row = await rowAt(chain, 1);
    const expected =
      `["audit-log-v1", "${chain}", 1, null, "${row.id}", "2026-03-04T05:06:07.089000Z", "${chain}", ` +
      `null, null, "canonical_check", false, {"a": [1, 2.5], "b": null, "zeta": "ع"}, "192.0.2.1", ` +
      `"agent \\"quoted\\""]`;
    const result = await database.db.execute(
      sql`select audit_log_canonical(a) as canonical from audit_logs a where a.id = ${row.id}`,
    );
    const [stored] = z
      .object({ rows: z.array(z.object({ canonical: z.string() })) })
      .parse(result).rows;
    expect(stored?.canonical).toBe(expected);
    expect(row.rowHash).toBe(hashCanonical(expected));
  });

  it('finds a row edited directly in the database and names it', async () => {
    const chain = await chainOf(5);
    const edited = await rowAt(chain, 3);
    await database.db.execute(
      sql`update audit_logs set details = '{"index": 99}'::jsonb where id = ${edited.id}`,
    );
    const verification = await verifyAuditChain(database.db, chain, NOW);
    expect(verification.intact).toBe(false);
    expect(verification.rows).toBe(2);
    expect(verification.firstBreak).toMatchObject({
      kind: 'content-changed',
      rowId: edited.id,
      position: 3,
      storedHash: edited.rowHash,
    });
    expect(verification.firstBreak?.expectedHash).not.toBe(edited.rowHash);
  });

  it('finds an edited row whose hash was recomputed too, at the link to the next row', async () => {
    const chain = await chainOf(4);
    const edited = await rowAt(chain, 2);
    const next = await rowAt(chain, 3);
    await database.db.execute(sql`update audit_logs set success = false where id = ${edited.id}`);
    await database.db.execute(
      sql`update audit_logs a set row_hash = audit_log_hash(a) where a.id = ${edited.id}`,
    );
    expect((await verifyAuditChain(database.db, chain, NOW)).firstBreak).toMatchObject({
      kind: 'link-broken',
      rowId: next.id,
      position: 3,
      storedHash: edited.rowHash,
    });
  });

  it('finds a deleted row', async () => {
    const chain = await chainOf(4);
    const deleted = await rowAt(chain, 2);
    const after = await rowAt(chain, 3);
    await database.db.execute(sql`delete from audit_logs where id = ${deleted.id}`);
    expect((await verifyAuditChain(database.db, chain, NOW)).firstBreak).toMatchObject({
      kind: 'row-missing',
      rowId: after.id,
      position: 2,
      storedHash: deleted.rowHash,
    });
  });

  it('finds rows deleted from the end through the chain head', async () => {
    const chain = await chainOf(3);
    const last = await rowAt(chain, 3);
    await database.db.execute(sql`delete from audit_logs where id = ${last.id}`);
    expect((await verifyAuditChain(database.db, chain, NOW)).firstBreak).toMatchObject({
      kind: 'end-missing',
      rowId: null,
      position: 3,
    });
  });

  it('keeps one linear chain when many rows are recorded at once', async () => {
    const chain = await chainOf(0);
    await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        recordAudit(database.db, {
          userId: null,
          organizationId: chain,
          action: 'concurrent',
          details: { index },
        }),
      ),
    );
    const positions = (await rowsOf(chain)).map((row) => row.chainPosition);
    expect(positions).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
    expect(await verifyAuditChain(database.db, chain, NOW)).toMatchObject({
      rows: 40,
      intact: true,
    });
  });

  it('chains every row of one multi-row statement in order', async () => {
    const chain = await chainOf(1);
    await database.db
      .insert(auditLogs)
      .values(
        [1, 2, 3].map((index) =>
          toAuditRow({ userId: null, organizationId: chain, action: 'batch', details: { index } }),
        ),
      );
    expect((await rowsOf(chain)).map((row) => row.chainPosition)).toEqual([1, 2, 3, 4]);
    expect((await verifyAuditChain(database.db, chain, NOW)).intact).toBe(true);
  });

  it("backfills rows written before the migration with the migration's own statement", async () => {
    const organization = await buildOrganization(database.db);
    const backfill = readFileSync(join(resolveMigrationsFolder(), '0017_audit-chain.sql'), 'utf8')
      .split('--> statement-breakpoint')
      .find((statement) => statement.includes('DO $$'));
    if (backfill === undefined) throw new Error('backfill statement not found');
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`alter table audit_logs disable trigger audit_logs_chain`);
      await tx.execute(sql`delete from audit_chain_heads`);
      // As before migration 0018: no unique positions while the rows are renumbered one by one.
      await tx.execute(sql`drop index audit_logs_chain_key_chain_position_index`);
      await tx.execute(sql`update audit_logs set chain_key = '', chain_position = 0,
        previous_hash = null, row_hash = ''`);
      // Old rows, inserted out of time order: the backfill orders them by creation time.
      for (const at of ['2026-01-03', '2026-01-01', '2026-01-02'])
        await tx.insert(auditLogs).values(
          toAuditRow({
            userId: null,
            organizationId: organization.id,
            action: `old_${at}`,
            at: new Date(`${at}T00:00:00.000Z`),
          }),
        );
      await tx.execute(sql.raw(backfill));
      await tx.execute(sql`create unique index audit_logs_chain_key_chain_position_index
        on audit_logs using btree (chain_key, chain_position)`);
      await tx.execute(sql`alter table audit_logs enable trigger audit_logs_chain`);
    });
    const rows = await rowsOf(organization.id);
    expect(rows.map((row) => row.action)).toEqual([
      'old_2026-01-01',
      'old_2026-01-02',
      'old_2026-01-03',
    ]);
    await recordAudit(database.db, {
      userId: null,
      organizationId: organization.id,
      action: 'after_backfill',
    });
    const heads = await database.db.select().from(auditChainHeads);
    expect(heads.length).toBeGreaterThan(2);
    for (const head of heads)
      expect(await verifyAuditChain(database.db, head.chainKey, NOW), head.chainKey).toMatchObject({
        intact: true,
        rows: head.lastPosition,
      });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('audit chain across PostgreSQL connections', () => {
  it('keeps one linear chain when two processes append at once', async () => {
    const databaseUrl = database.databaseUrl;
    if (databaseUrl === undefined) throw new Error('PostgreSQL test database expected');
    // Two pools stand for two server processes: each has connections of its own.
    const first = createDatabase({ databaseUrl, maxConnections: 4 });
    const second = createDatabase({ databaseUrl, maxConnections: 4 });
    try {
      const chain = await chainOf(0);
      const append = (db: Db, index: number) =>
        db.transaction(async (tx) => {
          await recordAudit(tx, {
            userId: null,
            organizationId: chain,
            action: 'two_processes',
            details: { index },
          });
          // Holds the chain while the other process's inserts queue behind it.
          if (index % 5 === 0) await tx.execute(sql`select pg_sleep(0.05)`);
        });
      await Promise.all(
        Array.from({ length: 30 }, (_, index) =>
          append(index % 2 === 0 ? first.db : second.db, index),
        ),
      );
      const positions = (await rowsOf(chain)).map((row) => row.chainPosition);
      expect(positions).toEqual(Array.from({ length: 30 }, (_, index) => index + 1));
      expect(await verifyAuditChain(database.db, chain, NOW)).toMatchObject({
        rows: 30,
        intact: true,
      });
    } finally {
      await first.close();
      await second.close();
    }
  });
});
