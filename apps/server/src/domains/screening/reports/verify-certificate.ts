import { eq } from 'drizzle-orm';
import { normalizeCertificateCode } from '@sanctions/contracts';
import type { CertificateVerification } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { searchCertificates } from '../../../db/schema/search';
import type { CertificateCodes } from './certificate-code';
import { hashEvidence } from './evidence-hash';
import type { CertifiedEvidence } from './evidence-hash';

/** The stored evidence as it reads now: undefined when gone, `unreadable` when it no longer parses. */
export type ReadStoredEvidence = (
  db: DbOrTx,
  searchId: string,
) => Promise<
  (Omit<CertifiedEvidence, 'screenedBy'> & { userId: string | null }) | 'unreadable' | undefined
>;

/**
 * The public check of ADR 023. The code is checked first, against the hash fixed at issue, so a wrong code
 * learns nothing about the record (not even whether it was altered); only the holder of the right code
 * learns whether the evidence still hashes to that value.
 */
export async function verifyCertificate(
  db: DbOrTx,
  deps: { codes: CertificateCodes; readEvidence: ReadStoredEvidence },
  input: { searchId: string; code: string; now: Date },
): Promise<CertificateVerification> {
  const checkedAt = input.now.toISOString();
  const code = normalizeCertificateCode(input.code);
  const [certificate] = await db
    .select()
    .from(searchCertificates)
    .where(eq(searchCertificates.searchRequestId, input.searchId))
    .limit(1);
  if (
    code === null ||
    certificate === undefined ||
    !deps.codes.matches(input.searchId, certificate.evidenceHash, code)
  ) {
    return { status: 'invalid', checkedAt };
  }
  const stored = await deps.readEvidence(db, input.searchId);
  if (stored === undefined || stored === 'unreadable') return { status: 'altered', checkedAt };
  const hash = hashEvidence({ ...stored, screenedBy: stored.userId ?? certificate.screenedBy });
  return hash === certificate.evidenceHash
    ? { status: 'valid', checkedAt, issuedAt: certificate.issuedAt.toISOString() }
    : { status: 'altered', checkedAt };
}
