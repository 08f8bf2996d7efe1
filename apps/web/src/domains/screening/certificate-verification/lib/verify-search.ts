import { z } from 'zod';

/**
 * Search parameters of /verify-certificate: the certificate prints a link that fills both fields. Anything
 * malformed reads as empty, so a mistyped link opens the form instead of an error page.
 */
export const verifyCertificateSearchSchema = z.object({
  search: z.string().max(64).optional().catch(undefined),
  code: z.string().max(64).optional().catch(undefined),
});
export type VerifyCertificateSearch = z.infer<typeof verifyCertificateSearchSchema>;
