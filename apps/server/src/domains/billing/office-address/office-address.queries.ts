import { eq } from 'drizzle-orm';
import { EMPTY_OFFICE_ADDRESS, officeAddressSchema } from '@sanctions/contracts';
import type { OfficeAddress } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { platformSettings } from '../../../db/schema/platform-settings';

const KEY = 'office_address';

export interface StoredOfficeAddress {
  officeAddress: OfficeAddress;
  updatedAt: Date | null;
}

/** The office address as stored; blank texts when never set or no longer valid. */
export async function readOfficeAddress(db: DbOrTx): Promise<StoredOfficeAddress> {
  const [row] = await db
    .select({ value: platformSettings.value, updatedAt: platformSettings.updatedAt })
    .from(platformSettings)
    .where(eq(platformSettings.key, KEY));
  if (!row) return { officeAddress: EMPTY_OFFICE_ADDRESS, updatedAt: null };
  const parsed = officeAddressSchema.safeParse(row.value);
  return {
    officeAddress: parsed.success ? parsed.data : EMPTY_OFFICE_ADDRESS,
    updatedAt: row.updatedAt,
  };
}

/** Stores the office address (insert or replace) and returns when it was saved. */
export async function writeOfficeAddress(
  db: DbOrTx,
  input: { officeAddress: OfficeAddress; actorId: string; now: Date },
): Promise<Date> {
  const [row] = await db
    .insert(platformSettings)
    .values({
      key: KEY,
      value: input.officeAddress,
      updatedBy: input.actorId,
      updatedAt: input.now,
    })
    .onConflictDoUpdate({
      target: platformSettings.key,
      set: { value: input.officeAddress, updatedBy: input.actorId, updatedAt: input.now },
    })
    .returning({ updatedAt: platformSettings.updatedAt });
  if (!row) throw new Error('Upsert of platform_settings returned no row');
  return row.updatedAt;
}
