import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-error';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { toast } from '@/lib/toast';
import { useTwoFactorMessage } from './two-factor-messages';

/** Shows a destructive toast with the server's message (translated when known) or `fallbackKey`. */
export function useFailureToast() {
  const { t } = useTranslation('two-factor');
  const translate = useTwoFactorMessage();
  const errorMessage = useApiErrorMessage();
  return (
    titleKey:
      'removeFailed' | 'regenerateFailed' | 'setupFailed' | 'verifyFailed' | 'disableFailed',
    error: unknown,
  ) => {
    const fallback = t(`toasts.${titleKey}Fallback`);
    const description =
      error instanceof ApiError && error.message !== ''
        ? (translate(error.message) ?? fallback)
        : errorMessage(error, fallback);
    toast({ title: t(`toasts.${titleKey}`), description, variant: 'destructive' });
  };
}
