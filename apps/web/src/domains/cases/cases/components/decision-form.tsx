import { DECISIONS } from '@sanctions/contracts';
import type { AlertDetail, Decision } from '@sanctions/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useDecide } from '../api/cases-api';
import { isStaleAlert, useCaseErrorMessage } from '../lib/use-case-error-message';
import { ReasonForm } from './reason-form';

/**
 * True match, false positive or escalate, with a reason; sends the alert version the reviewer looked at,
 * so a decision on an alert that changed meanwhile is refused (409) and the case reloads.
 */
export function DecisionForm({ alert }: { alert: AlertDetail }) {
  const { t } = useTranslation('cases');
  const decide = useDecide(alert.id);
  const errorMessage = useCaseErrorMessage();
  const [decision, setDecision] = useState<Decision>('false_positive');
  const error = decide.error
    ? isStaleAlert(decide.error)
      ? t('decide.stale')
      : errorMessage(decide.error, t('decide.failed'))
    : null;

  return (
    <ReasonForm
      id="decision-reason"
      label={t('decide.title')}
      error={error}
      pending={decide.isPending}
      actions={(submit, pending) => (
        <Button
          type="submit"
          disabled={pending}
          onClick={() =>
            submit((reason) => decide.mutate({ decision, reason, alertVersion: alert.version }))
          }
        >
          {t('decide.submit')}
        </Button>
      )}
    >
      <div className="grid gap-2">
        <Label htmlFor="decision-choice">{t('decide.decision')}</Label>
        <NativeSelect
          id="decision-choice"
          value={decision}
          onChange={(event) => {
            const next = DECISIONS.find((value) => value === event.target.value);
            if (next) setDecision(next);
          }}
        >
          {DECISIONS.map((value) => (
            <option key={value} value={value}>
              {t(`decisions.${value}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
    </ReasonForm>
  );
}
