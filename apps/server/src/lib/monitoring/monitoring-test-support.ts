import type { DbOrTx } from '../../db/client';
import { monitoredSubjects } from '../../db/schema/monitoring';
import { subjectKeyOf } from './subject-key';
import type { SubjectKeyFields } from './subject-key';

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
