import { ArrowLeft, ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

interface StepActionsProps {
  /** Shown above the buttons (spec 2: errors in an alert above the buttons). */
  alert?: ReactNode;
  onBack?: () => void;
  nextLabel: string;
  isNextDisabled?: boolean;
  /** The next button submits the step's form instead of calling `onNext`. */
  onNext?: () => void;
}

/** Back (except on the first step) and the next button; arrows turn with the reading direction. */
export function StepActions({
  alert,
  onBack,
  nextLabel,
  isNextDisabled,
  onNext,
}: StepActionsProps) {
  const { t } = useTranslation('signup');
  return (
    <div className="grid gap-4">
      {alert}
      <div className="flex items-center justify-between gap-3">
        {onBack ? (
          <Button type="button" variant="outline" onClick={onBack}>
            <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
            {t('actions.back')}
          </Button>
        ) : (
          <span />
        )}
        <Button type={onNext ? 'button' : 'submit'} onClick={onNext} disabled={isNextDisabled}>
          {nextLabel}
          <ArrowRight aria-hidden="true" className="rtl:rotate-180" />
        </Button>
      </div>
    </div>
  );
}
