import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-error';
import { useApiErrorMessage } from '@/lib/api-error-message';

/**
 * Why a reset link was refused: in English the server's words (spec 8: "server message or Invalid or
 * expired reset token"); in Arabic the translation, since a refused token is the only reason left.
 */
export function useTokenErrorMessage(): (error: unknown) => string {
  const { t, i18n } = useTranslation('password-reset');
  const apiErrorMessage = useApiErrorMessage();
  return (error) => {
    const isTokenRefusal =
      error instanceof ApiError &&
      (error.code === 'INVALID_TOKEN' || error.code === 'VALIDATION_FAILED');
    if (isTokenRefusal && i18n.language !== 'en') return t('invalid.expired');
    return apiErrorMessage(error, t('invalid.expired'));
  };
}
