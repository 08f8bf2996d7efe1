import { asc, eq, or, sql } from 'drizzle-orm';
import type { AuditChainVerification } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { auditChainHeads, auditLogs } from '../../../db/schema/users';
import { verifyAuditChain } from './verify-audit-chain';

export interface AuditTrailReport {
  chains: AuditChainVerification[];
  /**
   * Rows outside every chain: inserted while the chaining trigger was switched off, so they still carry
   * the column defaults (ADR 037). Any such row is a finding too.
   */
  unchainedRows: number;
  intact: boolean;
}

/** Every chain the heads record (or the one named), verified in turn, and the rows outside every chain. */
export async function verifyAllAuditChains(
  db: DbOrTx,
  now: Date,
  only?: string,
): Promise<AuditTrailReport> {
  const heads = await db
    .select({ chain: auditChainHeads.chainKey })
    .from(auditChainHeads)
    .where(only === undefined ? undefined : eq(auditChainHeads.chainKey, only))
    .orderBy(asc(auditChainHeads.chainKey));
  const chains: AuditChainVerification[] = [];
  for (const head of heads) chains.push(await verifyAuditChain(db, head.chain, now));
  const [unchained] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(auditLogs)
    .where(or(eq(auditLogs.chainKey, ''), eq(auditLogs.rowHash, '')));
  const unchainedRows = unchained?.count ?? 0;
  return {
    chains,
    unchainedRows,
    intact: unchainedRows === 0 && chains.every((chain) => chain.intact),
  };
}

/** The report as the command prints it: one line per chain, the first break spelled out. */
export function auditTrailReportLines(report: AuditTrailReport): string[] {
  const lines = report.chains.map((chain) => {
    const head = `${chain.chain}: ${chain.rows} rows`;
    const broken = chain.firstBreak;
    if (broken === null) return `ok      ${head}, last hash ${chain.lastHash ?? '-'}`;
    return (
      `BROKEN  ${head} intact, then ${broken.kind} at position ${broken.position}` +
      ` (row ${broken.rowId ?? '-'}): expected ${broken.expectedHash ?? '-'}, stored ${broken.storedHash ?? '-'}`
    );
  });
  if (report.unchainedRows > 0)
    lines.push(`BROKEN  ${report.unchainedRows} rows outside every chain (written unchained)`);
  lines.push(report.intact ? 'Audit trail intact.' : 'Audit trail BROKEN.');
  return lines;
}
