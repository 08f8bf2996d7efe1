import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { ApiError } from '@/lib/api-error';
import { useApiErrorMessage } from '@/lib/api-error-message';

type ErrorTitle = 'tooLarge' | 'unsupported' | 'invalid' | 'quota' | 'forbidden' | 'title';

// The title names the kind of refusal in the interface language; the server's own words follow.
function titleOf(error: unknown): ErrorTitle {
  if (!(error instanceof ApiError)) return 'title';
  if (error.status === 413) return 'tooLarge';
  if (error.status === 415) return 'unsupported';
  if (error.status === 429 || error.code === 'SEARCH_LIMIT_REACHED') return 'quota';
  if (error.status === 403) return 'forbidden';
  if (error.status === 400 || error.status === 422) return 'invalid';
  return 'title';
}

/** A refused upload or start (413, 415, 400, 429 quota, 403 plan) with the server's message. */
export function BulkErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation('bulk');
  const errorMessage = useApiErrorMessage();
  return (
    <Alert variant="destructive">
      <AlertTriangle aria-hidden="true" />
      <AlertTitle>{t(`errors.${titleOf(error)}`)}</AlertTitle>
      <AlertDescription>{errorMessage(error, t('errors.unknown'))}</AlertDescription>
    </Alert>
  );
}

/** A problem found before uploading, in the same words the server would use. */
export function BulkProblemAlert({ message }: { message: string }) {
  const { t } = useTranslation('bulk');
  return (
    <Alert variant="destructive">
      <AlertTriangle aria-hidden="true" />
      <AlertTitle>{t('errors.title')}</AlertTitle>
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}
