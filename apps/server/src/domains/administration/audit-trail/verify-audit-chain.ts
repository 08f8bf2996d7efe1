import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AuditChainBreak, AuditChainVerification } from '@sanctions/contracts';
import { auditChainKeySchema } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { auditChainHeads } from '../../../db/schema/users';

/** Rows read per round trip: bounded memory on a chain of millions. */
const PAGE_SIZE = 1000;

const linkRowSchema = z.object({
  id: z.string(),
  position: z.coerce.number().int(),
  previous_hash: z.string().nullable(),
  row_hash: z.string(),
  canonical: z.string(),
});
type LinkRow = z.infer<typeof linkRowSchema>;

/** SHA-256 (hex) of the canonical text, computed here rather than by the database that stores the hash. */
export function hashCanonical(canonical: string): string {
  return createHash('sha256').update(canonical, 'utf8').digest('hex');
}

async function readLinks(db: DbOrTx, chain: string, after: number, upTo: number) {
  const result = await db.execute(sql`
    select a.id::text as id, a.chain_position as position, a.previous_hash, a.row_hash,
      audit_log_canonical(a) as canonical
    from audit_logs a
    where a.chain_key = ${chain} and a.chain_position > ${after} and a.chain_position <= ${upTo}
    order by a.chain_position
    limit ${PAGE_SIZE}`);
  return z.object({ rows: z.array(linkRowSchema) }).parse(result).rows;
}

/** The first break `row` shows after the intact link ending at (`position`, `hash`), or null. */
function breakAt(row: LinkRow, position: number, hash: string | null): AuditChainBreak | null {
  if (row.position !== position + 1)
    return {
      kind: 'row-missing',
      rowId: row.id,
      position: position + 1,
      expectedHash: hash,
      storedHash: row.previous_hash,
    };
  const recomputed = hashCanonical(row.canonical);
  if (recomputed !== row.row_hash)
    return {
      kind: 'content-changed',
      rowId: row.id,
      position: row.position,
      expectedHash: recomputed,
      storedHash: row.row_hash,
    };
  if (row.previous_hash !== hash)
    return {
      kind: 'link-broken',
      rowId: row.id,
      position: row.position,
      expectedHash: hash,
      storedHash: row.previous_hash,
    };
  return null;
}

/**
 * Walks one chain from its first row and names the first broken link (ADR 037). Only rows up to the head
 * read first are walked, so rows appended meanwhile never look like a break; the head also reveals rows
 * deleted from the end.
 */
export async function verifyAuditChain(
  db: DbOrTx,
  chain: string,
  now: Date,
): Promise<AuditChainVerification> {
  const [head] = await db
    .select({ position: auditChainHeads.lastPosition, hash: auditChainHeads.lastHash })
    .from(auditChainHeads)
    .where(eq(auditChainHeads.chainKey, chain));
  const headPosition = head?.position ?? 0;
  let position = 0;
  let hash: string | null = null;
  let lastRowId: string | null = null;
  let firstBreak: AuditChainBreak | null = null;
  walk: for (;;) {
    const page = await readLinks(db, chain, position, headPosition);
    for (const row of page) {
      firstBreak = breakAt(row, position, hash);
      if (firstBreak !== null) break walk;
      position = row.position;
      hash = row.row_hash;
      lastRowId = row.id;
    }
    if (page.length < PAGE_SIZE) break;
  }
  if (firstBreak === null && position < headPosition)
    firstBreak = {
      kind: 'end-missing',
      rowId: null,
      position: position + 1,
      expectedHash: null,
      storedHash: hash,
    };
  else if (firstBreak === null && head !== undefined && head.hash !== hash)
    firstBreak = {
      kind: 'link-broken',
      rowId: lastRowId,
      position,
      expectedHash: head.hash,
      storedHash: hash,
    };
  return {
    chain: auditChainKeySchema.parse(chain),
    rows: position,
    lastHash: hash,
    verifiedAt: now.toISOString(),
    intact: firstBreak === null,
    firstBreak,
  };
}
