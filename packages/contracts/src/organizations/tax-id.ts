import { z } from 'zod';

export const TAX_ID_INVALID = 'Invalid tax ID';

/**
 * An organisation's tax registration number (VAT, TRN, EIN…) as printed on its invoices: letters,
 * digits, spaces and the separators registries use, at most 40 characters; blank means none.
 */
export const taxIdSchema = z
  .string()
  .trim()
  .max(40, TAX_ID_INVALID)
  .regex(/^[\p{L}\p{N}\s./-]*$/u, TAX_ID_INVALID);
