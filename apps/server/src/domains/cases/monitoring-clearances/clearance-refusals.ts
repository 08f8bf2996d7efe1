import type { CaseMessageKey } from '@sanctions/contracts';
import { AppError } from '../../../lib/app-error';

/** The refusals of the whitelist routes, with their message keys (ADR 005). */
export const CLEARANCE_MESSAGES = {
  expiryInPast: { message: 'The expiry must be in the future', key: 'cases.expiryInPast' },
  clearanceNotFound: { message: 'Clearance not found', key: 'cases.clearanceNotFound' },
  clearanceNotInForce: {
    message: 'This clearance is already revoked',
    key: 'cases.clearanceNotInForce',
  },
  revocationPending: {
    message: 'A revocation of this clearance is already waiting for a second reviewer',
    key: 'cases.revocationPending',
  },
  revocationNotFound: { message: 'Revocation request not found', key: 'cases.revocationNotFound' },
  revocationReviewed: {
    message: 'This revocation request has already been reviewed',
    key: 'cases.revocationReviewed',
  },
  ownRevocation: {
    message: 'You cannot approve your own revocation request',
    key: 'cases.ownRevocation',
  },
  notClearanceReviewer: {
    message:
      "Only the organization's owners and admins (or, for individual accounts, moderators) can change a clearance's expiry or review its revocation",
    key: 'cases.notClearanceReviewer',
  },
} as const satisfies Record<string, { message: string; key: CaseMessageKey }>;

type Code = 'CONFLICT' | 'FORBIDDEN' | 'NOT_FOUND' | 'VALIDATION_FAILED';

export function refuseClearance(code: Code, entry: { message: string; key: CaseMessageKey }) {
  return new AppError(code, entry.message, { messageKey: entry.key });
}
