import { MAX_ACTIVE_API_KEYS } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-error';
import { useApiErrorMessage } from '@/lib/api-error-message';

/**
 * The text of a failed key call in the interface language. The server's refusals here have no message
 * keys, so they are told apart by status: 403 is the plan without API access, 409 the active-key limit,
 * 400 an expiry in the past or a bad field. Anything else falls back to the shared API error text.
 */
export function useApiKeyErrorMessage(): (error: unknown, fallback: string) => string {
  const { t } = useTranslation('api-keys');
  const apiErrorMessage = useApiErrorMessage();
  return (error, fallback) => {
    if (error instanceof ApiError) {
      if (error.status === 403) return t('errors.noApiAccess');
      if (error.status === 409) return t('errors.tooManyKeys', { max: MAX_ACTIVE_API_KEYS });
      if (error.status === 400) {
        const isExpiry = error.issues.some((issue) => issue.path.includes('expiresAt'));
        return t(isExpiry ? 'errors.expiryInPast' : 'errors.invalid');
      }
    }
    return apiErrorMessage(error, fallback);
  };
}
