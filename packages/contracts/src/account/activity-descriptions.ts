import { z } from 'zod';
import { SEARCH_TYPES } from '../search';

const description = <K extends string, P extends z.ZodRawShape>(key: K, params: P) =>
  z.object({ key: z.literal(key), params: z.object(params) });

/**
 * The activity log's and security events' descriptions by stable key, with the parameters each one needs, so a client can
 * show them in the reader's language; the English `description` stays beside them as the fallback and
 * in the exports. Audit actions without a key here are described in English only.
 */
export const activityDescriptionSchema = z.discriminatedUnion('key', [
  description('signedIn', {}),
  description('signedInTwoFactor', {}),
  description('signedInTrustedDevice', {}),
  /** Security events only: the password was right and a two-factor code was asked for. */
  description('signInTwoFactorRequested', {}),
  /** Security events only: refused before checking the password after too many failures. */
  description('signInThrottled', {}),
  description('signInFailed', {}),
  description('signInFailedWrongPassword', {}),
  description('signInFailedAccountInactive', {}),
  description('signInFailedWrongTwoFactorCode', {}),
  description('signedOut', {}),
  description('accountCreated', {}),
  /** Someone registered with the address of this existing account (ADR 013). */
  description('registrationWithYourAddress', {}),
  /** `matches`: hits returned by the search. */
  description('searched', { searchType: z.enum(SEARCH_TYPES), matches: z.number().int().min(0) }),
  /** A search made with an API key; `keyPrefix` is the key's visible start (`ssk_live_Ab3d`). */
  description('searchedViaApiKey', {
    searchType: z.enum(SEARCH_TYPES),
    matches: z.number().int().min(0),
    keyPrefix: z.string(),
  }),
  description('searchedUnspecified', {}),
  description('searchBlocked', {}),
  description('searchReproduced', {}),
  description('passwordChanged', {}),
  description('passwordResetRequested', {}),
  description('passwordReset', {}),
  description('emailVerified', {}),
  description('profileUpdated', {}),
  description('profileUpdatedEmailChanged', {}),
  description('twoFactorSetupStarted', {}),
  description('twoFactorEnabled', {}),
  description('twoFactorDisabled', {}),
  description('backupCodesRegenerated', {}),
  /** Issue 23 §4: an owner required (or stopped requiring) two-factor of the organisation's members. */
  description('twoFactorRequiredForOrganization', {}),
  description('twoFactorOptionalForOrganization', {}),
  /** A super admin required (or stopped requiring) two-factor of staff. */
  description('twoFactorRequiredForStaff', {}),
  description('twoFactorOptionalForStaff', {}),
  description('trustedDeviceRemoved', { deviceName: z.string() }),
  description('trustedDeviceRemovedUnnamed', {}),
  description('wrongPasswordOnConfirmation', {}),
  description('wrongCodeOnConfirmation', {}),
  description('refreshTokenReused', {}),
  description('sessionRevoked', {}),
  description('otherSessionsRevoked', {}),
  description('sessionPolicyChanged', {}),
  description('accountDeleted', {}),
  description('dataExported', {}),
  description('apiKeyCreated', { name: z.string(), keyPrefix: z.string() }),
  description('apiKeyRevoked', { name: z.string(), keyPrefix: z.string() }),
]);
/** An activity description by key with its typed parameters. */
export type ActivityDescription = z.infer<typeof activityDescriptionSchema>;
export type ActivityDescriptionKey = ActivityDescription['key'];

/** Parameter values as sent: numbers stay numbers so clients can format them. */
export const activityDescriptionParamsSchema = z.record(
  z.string(),
  z.union([z.string(), z.number()]),
);
