import { SSO_MESSAGES } from '@sanctions/contracts';
import type { ErrorCode, SsoMessageKey } from '@sanctions/contracts';
import { AppError } from '../../../lib/app-error';

/** Each refusal's HTTP meaning: the provider's fault is a 503, a spent state a bad link, the rest 403. */
const CODES: Partial<Record<SsoMessageKey, ErrorCode>> = {
  'sso.providerUnavailable': 'SERVICE_UNAVAILABLE',
  'sso.stateInvalid': 'INVALID_TOKEN',
  'sso.accountElsewhere': 'CONFLICT',
  'sso.seatsFull': 'CONFLICT',
  'sso.accountInactive': 'ACCOUNT_INACTIVE',
};

/** A refusal of single sign-on with its message key (ADR 005), shown in the reader's language. */
export function ssoRefusal(key: SsoMessageKey, details?: Record<string, unknown>): AppError {
  return new AppError(CODES[key] ?? 'FORBIDDEN', SSO_MESSAGES[key], {
    messageKey: key,
    ...(details === undefined ? {} : { details }),
    ...(key === 'sso.providerUnavailable' ? { retryAfterSeconds: 60 } : {}),
  });
}
