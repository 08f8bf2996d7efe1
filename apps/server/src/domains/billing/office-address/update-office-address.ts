import { OFFICE_ADDRESS_SAVED_MESSAGE } from '@sanctions/contracts';
import type { OfficeAddress, OfficeAddressReply } from '@sanctions/contracts';
import type { Db } from '../../../db/client';
import { recordAudit } from '../../administration';
import type { RequestOrigin } from '../../../lib/request-origin';
import { readOfficeAddress, writeOfficeAddress } from './office-address.queries';

/** Saves the office address a super admin typed, audited with its value before and after. */
export async function updateOfficeAddress(
  deps: { db: Db; now: () => Date },
  input: { officeAddress: OfficeAddress; actorId: string; origin: RequestOrigin },
): Promise<OfficeAddressReply> {
  const now = deps.now();
  const updatedAt = await deps.db.transaction(async (tx) => {
    const before = await readOfficeAddress(tx);
    const saved = await writeOfficeAddress(tx, { ...input, now });
    await recordAudit(tx, {
      userId: input.actorId,
      actorId: input.actorId,
      action: 'office_address_updated',
      details: { before: before.officeAddress, after: input.officeAddress },
      ip: input.origin.ip,
      userAgent: input.origin.userAgent,
      at: now,
    });
    return saved;
  });
  return {
    success: true,
    message: OFFICE_ADDRESS_SAVED_MESSAGE,
    data: { officeAddress: input.officeAddress, updatedAt: updatedAt.toISOString() },
  };
}
