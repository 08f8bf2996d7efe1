import type { DbOrTx } from '../../src/db/client';
import { monitoredSubjects } from '../../src/db/schema/monitoring';
import { subjectKeyOf } from '../../src/domains/cases/monitoring/subject-key';
import type { SubjectKeyFields } from '../../src/domains/cases/monitoring/subject-key';
import type { SubjectRow } from '../../src/domains/cases/monitoring/subject-query';

/** Inserts an active monitored subject directly (the subjects API is another slice's). */
export async function insertSubject(
  db: DbOrTx,
  owner: { userId: string; organizationId: string | null },
  fields: Partial<SubjectKeyFields> & { firstName: string; lastName: string },
) {
  const values = {
    subjectType: fields.subjectType ?? ('person' as const),
    firstName: fields.firstName,
    lastName: fields.lastName,
    arabicName: fields.arabicName ?? '',
    dateOfBirth: fields.dateOfBirth ?? null,
    nationality: fields.nationality ?? null,
  };
  const [row] = await db
    .insert(monitoredSubjects)
    .values({
      ...values,
      organizationId: owner.organizationId,
      ownerUserId: owner.userId,
      subjectKey: subjectKeyOf(values),
    })
    .returning();
  if (!row) throw new Error('insertSubject: insert returned no row');
  return row;
}

/** A subject row as the database returns it, without a database: for matchers that only read its fields. */
export function subjectRow(fields: Partial<SubjectRow>): SubjectRow {
  const at = new Date('2026-11-01T00:00:00Z');
  return {
    id: crypto.randomUUID(),
    organizationId: null,
    ownerUserId: crypto.randomUUID(),
    subjectType: 'person',
    firstName: '',
    lastName: '',
    arabicName: '',
    dateOfBirth: null,
    nationality: null,
    reference: null,
    subjectKey: 'k',
    status: 'active',
    source: 'manual',
    sourceRef: null,
    createdBy: null,
    lastScreenedAt: null,
    lastAlgorithmVersion: null,
    removedAt: null,
    createdAt: at,
    updatedAt: at,
    ...fields,
  };
}
