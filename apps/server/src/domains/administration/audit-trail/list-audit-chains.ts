import { eq, sql } from 'drizzle-orm';
import { STAFF_AUDIT_CHAIN, auditChainKeySchema } from '@sanctions/contracts';
import type { AuditChainSummary } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { organizations } from '../../../db/schema/organizations';
import { auditChainHeads } from '../../../db/schema/users';
import type { AuditTrailScope } from './audit-trail-access';

/**
 * The chains the scope may read, staff first, then by organisation name. Lengths come from the chain
 * heads; an owner's organisation is listed even before its first row.
 */
export async function listAuditChains(
  db: DbOrTx,
  scope: AuditTrailScope,
): Promise<AuditChainSummary[]> {
  if (scope.kind === 'organization') {
    const [row] = await db
      .select({
        name: organizations.name,
        rows: auditChainHeads.lastPosition,
        at: auditChainHeads.updatedAt,
      })
      .from(organizations)
      .leftJoin(auditChainHeads, eq(auditChainHeads.chainKey, scope.organizationId))
      .where(eq(organizations.id, scope.organizationId));
    if (row === undefined) return [];
    return [
      {
        chain: scope.organizationId,
        organizationName: row.name,
        rows: row.rows ?? 0,
        lastAppendedAt: row.at?.toISOString() ?? null,
      },
    ];
  }
  const heads = await db
    .select({
      chain: auditChainHeads.chainKey,
      rows: auditChainHeads.lastPosition,
      at: auditChainHeads.updatedAt,
      name: organizations.name,
    })
    .from(auditChainHeads)
    .leftJoin(organizations, sql`${organizations.id}::text = ${auditChainHeads.chainKey}`)
    .orderBy(organizations.name);
  const summaries = heads.map((head): AuditChainSummary => ({
    chain: auditChainKeySchema.parse(head.chain),
    organizationName: head.name,
    rows: head.rows,
    lastAppendedAt: head.at.toISOString(),
  }));
  return [
    ...summaries.filter((summary) => summary.chain === STAFF_AUDIT_CHAIN),
    ...summaries.filter((summary) => summary.chain !== STAFF_AUDIT_CHAIN),
  ];
}
