import { AlertCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';

/** The failed sign-up's message, above the step's buttons (spec 2). */
export function SignupErrorAlert({ message }: { message: string }) {
  const { t } = useTranslation('signup');
  return (
    <Alert variant="destructive">
      <AlertCircle aria-hidden="true" />
      <AlertTitle>{t('errors.title')}</AlertTitle>
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}
