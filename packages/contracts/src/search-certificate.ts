import { z } from 'zod';
import { successEnvelope } from './envelope';
import { REPORT_LANGUAGES } from './search';
import { safeText } from './text';

/** Query of GET /api/v2/search/:id/certificate.pdf: the certificate's language. */
export const searchCertificateQuerySchema = z.object({
  lang: z.enum(REPORT_LANGUAGES).default('en'),
});
export type SearchCertificateQuery = z.infer<typeof searchCertificateQuerySchema>;

/** The printed code: 16 Crockford base-32 characters in groups of four (ADR 023). */
export const CERTIFICATE_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;

/**
 * Query of GET /api/v2/search/:id/verify. The code is read as typed (spaces, lower case and missing
 * dashes are forgiven); anything that cannot be a code at all is answered `invalid`, not 400, so the
 * public page has one message for every wrong code.
 */
export const certificateVerifyQuerySchema = z.object({
  code: safeText().trim().min(1, 'Enter the verification code').max(64),
});
export type CertificateVerifyQuery = z.infer<typeof certificateVerifyQuerySchema>;

/**
 * `valid`: the code belongs to this search and its stored evidence still hashes to the value fixed when the
 * certificate was issued. `invalid`: wrong code, unknown search, or no certificate issued. `altered`: the
 * code is right but the stored evidence no longer matches its hash.
 */
export const CERTIFICATE_VERIFICATION_STATUSES = ['valid', 'invalid', 'altered'] as const;
export type CertificateVerificationStatus = (typeof CERTIFICATE_VERIFICATION_STATUSES)[number];

/** `data` of GET /api/v2/search/:id/verify: a status only; the record itself is never revealed. */
export const certificateVerificationSchema = z.object({
  status: z.enum(CERTIFICATE_VERIFICATION_STATUSES),
  /** ISO instant of the check. */
  checkedAt: z.string(),
  /** ISO instant the certificate was first issued; only with `valid`. */
  issuedAt: z.string().optional(),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

export const certificateVerificationReplySchema = successEnvelope(certificateVerificationSchema);

/** Normalises a typed code to its printed form (XXXX-XXXX-XXXX-XXXX), or null when it cannot be one. */
export function normalizeCertificateCode(typed: string): string | null {
  const compact = typed
    .toUpperCase()
    .replace(/[\s-]/g, '')
    // Crockford base 32 reads the look-alikes as the digits they resemble.
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (compact.length !== 16) return null;
  const grouped = compact.match(/.{4}/g)?.join('-') ?? '';
  return CERTIFICATE_CODE_PATTERN.test(grouped) ? grouped : null;
}
