import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { safeText } from '../text';

export const OFFICE_ADDRESS_MAX_LENGTH = 500;
export const OFFICE_ADDRESS_SAVED_MESSAGE = 'Office address saved';

const addressText = safeText({ multiline: true })
  .trim()
  .max(OFFICE_ADDRESS_MAX_LENGTH, `At most ${OFFICE_ADDRESS_MAX_LENGTH} characters`);

/**
 * Where customers pay in cash (issue 23 §6), set by a super admin under Admin → Settings and given in
 * the approval e-mail: one text per language, lines as typed. Blank means not set: the e-mail then says
 * "at our office" without an address.
 */
export const officeAddressSchema = z.object({ en: addressText, ar: addressText });
export type OfficeAddress = z.infer<typeof officeAddressSchema>;

export const EMPTY_OFFICE_ADDRESS: OfficeAddress = { en: '', ar: '' };

/** GET and PUT /api/v2/admin/settings/office-address reply: the address as stored. */
export const officeAddressReplySchema = successEnvelope(
  z.object({
    officeAddress: officeAddressSchema,
    /** ISO instant of the last change; null while never set. */
    updatedAt: z.string().nullable(),
  }),
);
export type OfficeAddressReply = z.infer<typeof officeAddressReplySchema>;
