import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { SIGNUP_STEPS } from '../lib/signup-steps';
import type { SignupStep } from '../lib/signup-steps';

/** The three steps in reading order (right to left in Arabic), the current one marked for screen readers. */
export function StepIndicator({ current }: { current: SignupStep }) {
  const { t, i18n } = useTranslation('signup');
  const number = new Intl.NumberFormat(i18n.language);
  const currentIndex = SIGNUP_STEPS.indexOf(current);
  return (
    <nav aria-label={t('steps.label')}>
      <ol className="flex items-center gap-2">
        {SIGNUP_STEPS.map((step, index) => {
          const isDone = index < currentIndex;
          const isCurrent = index === currentIndex;
          return (
            <li
              key={step}
              aria-current={isCurrent ? 'step' : undefined}
              className="flex flex-1 items-center gap-2 last:flex-none"
            >
              <span
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold',
                  isDone && 'border-primary bg-primary text-primary-foreground',
                  isCurrent && 'border-primary text-primary',
                  !isDone && !isCurrent && 'border-muted-foreground/30 text-muted-foreground',
                )}
              >
                {isDone ? (
                  <Check className="size-4" aria-hidden="true" />
                ) : (
                  number.format(index + 1)
                )}
              </span>
              <span
                className={cn(
                  'text-sm font-medium',
                  isCurrent ? 'text-foreground' : 'hidden text-muted-foreground sm:inline',
                )}
              >
                {t(`steps.${step}`)}
              </span>
              {index < SIGNUP_STEPS.length - 1 ? (
                <span
                  aria-hidden="true"
                  className={cn('h-0.5 min-w-4 flex-1', isDone ? 'bg-primary' : 'bg-border')}
                />
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
