import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

interface SsoChoiceProps {
  isStarting: boolean;
  onChoosePassword: () => void;
}

/** In place of the password: the organisation signs in with its identity provider. */
export function SsoChoice({ isStarting, onChoosePassword }: SsoChoiceProps) {
  const { t } = useTranslation('auth');
  return (
    <div className="grid gap-3" data-testid="sso-choice">
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <KeyRound className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        {t('sso.explanation')}
      </p>
      <Button type="submit" disabled={isStarting} className="w-full">
        {isStarting ? t('sso.redirecting') : t('sso.continue')}
      </Button>
      <Button
        type="button"
        variant="link"
        className="h-auto p-0 text-sm"
        onClick={onChoosePassword}
      >
        {t('sso.usePassword')}
      </Button>
    </div>
  );
}
