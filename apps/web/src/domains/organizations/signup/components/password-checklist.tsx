import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { passwordChecks } from '../lib/password-checks';

/** The strong password rule, each part ticked as soon as the typed password meets it. */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation('signup');
  return (
    <ul id={id} aria-label={t('admin.passwordRules')} className="grid gap-1 text-xs sm:grid-cols-2">
      {passwordChecks(password).map(({ check, isMet }) => (
        <li
          key={check}
          data-met={isMet}
          className={cn(
            'flex items-center gap-1.5',
            isMet ? 'text-green-700 dark:text-green-400' : 'text-muted-foreground',
          )}
        >
          {isMet ? (
            <Check className="size-3.5" aria-hidden="true" />
          ) : (
            <X className="size-3.5" aria-hidden="true" />
          )}
          <span>{t(`passwordChecks.${check}`)}</span>
          <span className="sr-only">
            {isMet ? t('passwordChecks.met') : t('passwordChecks.unmet')}
          </span>
        </li>
      ))}
    </ul>
  );
}
