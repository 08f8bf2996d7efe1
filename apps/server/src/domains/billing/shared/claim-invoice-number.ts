import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { invoiceNumberSequences } from '../../../db/schema/billing';

/**
 * Claims the next invoice number of the issue date's UTC year, `INV-2026-000001`. The one upsert holds
 * the year's row lock until the transaction ends, so concurrent issuers queue and numbers are unique;
 * call it only once the invoice will really be inserted, in the same transaction, so they stay
 * gap-free (a rollback returns the number).
 */
export async function claimInvoiceNumber(db: DbOrTx, issuedAt: Date): Promise<string> {
  const year = issuedAt.getUTCFullYear();
  const [row] = await db
    .insert(invoiceNumberSequences)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceNumberSequences.year,
      set: { lastNumber: sql`${invoiceNumberSequences.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceNumberSequences.lastNumber });
  if (!row) throw new Error('invoice number claim returned no row');
  return `INV-${year}-${String(row.lastNumber).padStart(6, '0')}`;
}
