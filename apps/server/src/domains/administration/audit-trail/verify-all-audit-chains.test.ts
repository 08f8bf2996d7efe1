import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrganization } from '../../../../test/factories';
import { createTestDatabase } from '../../../../test/db';
import type { TestDatabase } from '../../../../test/db';
import { auditLogs } from '../../../db/schema/users';
import { recordAudit, toAuditRow } from '../audit/audit';
import { auditTrailReportLines, verifyAllAuditChains } from './verify-all-audit-chains';

const NOW = new Date('2026-11-29T12:00:00.000Z');

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('verifying every chain (the audit:verify command)', () => {
  it('reports every chain intact, then the broken one and rows written with the trigger off', async () => {
    const { db } = database;
    const organization = await buildOrganization(db);
    for (const action of ['one', 'two', 'three'])
      await recordAudit(db, { userId: null, organizationId: organization.id, action });
    await recordAudit(db, { userId: null, action: 'staff_one' });
    const intact = await verifyAllAuditChains(db, NOW);
    expect(intact.intact).toBe(true);
    expect(intact.chains.map((chain) => chain.chain)).toEqual(
      expect.arrayContaining(['staff', organization.id]),
    );
    expect(auditTrailReportLines(intact).at(-1)).toBe('Audit trail intact.');

    await db.execute(sql`update audit_logs set ip_address = '203.0.113.9' where action = 'two'`);
    const broken = await verifyAllAuditChains(db, NOW, organization.id);
    expect(broken.chains).toHaveLength(1);
    expect(broken.intact).toBe(false);
    const lines = auditTrailReportLines(broken);
    expect(lines[0]).toMatch(
      new RegExp(
        `^BROKEN  ${organization.id}: 1 rows intact, then content-changed at position 2 \\(row [0-9a-f-]{36}\\)`,
      ),
    );
    expect(lines.at(-1)).toBe('Audit trail BROKEN.');

    await db.transaction(async (tx) => {
      await tx.execute(sql`alter table audit_logs disable trigger audit_logs_chain`);
      await tx.insert(auditLogs).values(toAuditRow({ userId: null, action: 'smuggled' }));
      await tx.execute(sql`alter table audit_logs enable trigger audit_logs_chain`);
    });
    const smuggled = await verifyAllAuditChains(db, NOW, 'staff');
    expect(smuggled).toMatchObject({ unchainedRows: 1, intact: false });
    expect(auditTrailReportLines(smuggled)).toContain(
      'BROKEN  1 rows outside every chain (written unchained)',
    );
  });
});
