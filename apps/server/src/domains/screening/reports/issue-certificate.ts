import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { searchCertificates } from '../../../db/schema/search';
import { AppError } from '../../../lib/app-error';
import { hashEvidence } from './evidence-hash';
import type { CertifiedEvidence } from './evidence-hash';

export interface IssuedCertificate {
  evidenceHash: string;
  issuedAt: Date;
}

/**
 * Fixes the evidence hash of a search the first time its certificate is asked for; later calls return the
 * same hash and date (the code never changes). A record whose evidence no longer hashes to the fixed value
 * gets no new certificate: 409, because printing today's content beside the old code would hide the change.
 */
export async function issueCertificate(
  db: DbOrTx,
  certified: Omit<CertifiedEvidence, 'screenedBy'> & { userId: string | null },
  issue: { issuedBy: string; now: Date },
): Promise<IssuedCertificate> {
  const searchId = certified.evidence.searchId;
  await db
    .insert(searchCertificates)
    .values({
      searchRequestId: searchId,
      evidenceHash: hashEvidence({ ...certified, screenedBy: certified.userId }),
      screenedBy: certified.userId,
      issuedBy: issue.issuedBy,
      issuedAt: issue.now,
    })
    .onConflictDoNothing({ target: searchCertificates.searchRequestId });
  const [row] = await db
    .select()
    .from(searchCertificates)
    .where(eq(searchCertificates.searchRequestId, searchId))
    .limit(1);
  if (!row) throw new Error(`Certificate of search ${searchId} was not stored`);
  // The screener's id as fixed at issue: deleting the account later nulls it on the request row.
  const current = hashEvidence({ ...certified, screenedBy: certified.userId ?? row.screenedBy });
  if (current !== row.evidenceHash) {
    throw new AppError(
      'CONFLICT',
      'The stored evidence of this search no longer matches its certificate',
    );
  }
  return { evidenceHash: row.evidenceHash, issuedAt: row.issuedAt };
}
