import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { organizations } from '../../../db/schema/organizations';
import { userFeedback } from '../../../db/schema/search';
import { users } from '../../../db/schema/users';
import { findSignOffs } from './certificate-sign-offs';
import type { SignOff } from './certificate-sign-offs';

/** A recorded judgement on one match (match feedback), as the certificate prints it. */
export interface MatchDisposition {
  matchIndex: number;
  isRelevant: boolean | null;
  rating: number | null;
  comment: string | null;
  by: string | null;
  at: Date;
}

/**
 * What the certificate shows beside the stored evidence: the organisation's name, the dispositions and the
 * reviewers' sign-offs. None of it is hashed: a decision taken after the certificate was issued is news, not
 * tampering.
 */
export interface CertificateDetails {
  organizationName: string | null;
  dispositions: MatchDisposition[];
  signOffs: SignOff[];
}

export async function findCertificateDetails(
  db: DbOrTx,
  search: { searchId: string; organizationId: string | null },
): Promise<CertificateDetails> {
  const [organization] =
    search.organizationId === null
      ? []
      : await db
          .select({ name: organizations.displayName })
          .from(organizations)
          .where(eq(organizations.id, search.organizationId))
          .limit(1);
  const rows = await db
    .select({
      matchIndex: userFeedback.matchIndex,
      isRelevant: userFeedback.isRelevant,
      rating: userFeedback.rating,
      comment: userFeedback.feedback,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      at: userFeedback.createdAt,
    })
    .from(userFeedback)
    .leftJoin(users, eq(users.id, userFeedback.userId))
    .where(eq(userFeedback.sessionId, search.searchId))
    .orderBy(asc(userFeedback.matchIndex), asc(userFeedback.createdAt));
  return {
    organizationName: organization?.name ?? null,
    signOffs: await findSignOffs(db, search.searchId),
    dispositions: rows.map((row) => ({
      matchIndex: row.matchIndex,
      isRelevant: row.isRelevant,
      rating: row.rating,
      comment: row.comment,
      by:
        row.email === null
          ? null
          : `${row.firstName ?? ''} ${row.lastName ?? ''} <${row.email}>`.trim(),
      at: row.at,
    })),
  };
}
