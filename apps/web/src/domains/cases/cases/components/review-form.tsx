import type { DecisionRecord } from '@sanctions/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useReviewDecision } from '../api/cases-api';
import { isStaleAlert, useCaseErrorMessage } from '../lib/use-case-error-message';
import { ClearanceExpiryField, expiryInstant } from './clearance-expiry-field';
import { ReasonForm } from './reason-form';

/** The second reviewer approves or sends back a proposed decision (four-eyes, ADR 020). */
export function ReviewForm({ decision }: { decision: DecisionRecord }) {
  const { t } = useTranslation('cases');
  const review = useReviewDecision();
  const errorMessage = useCaseErrorMessage();
  // Approving a false positive clears the pair: the reviewer may limit how long (ADR 024).
  const clears = decision.decision === 'false_positive';
  const [expiryDay, setExpiryDay] = useState('');
  const clearanceExpiresAt = clears ? (expiryInstant(expiryDay) ?? undefined) : undefined;
  const error = review.error
    ? isStaleAlert(review.error)
      ? t('decide.stale')
      : errorMessage(review.error, t('review.failed'))
    : null;

  return (
    <ReasonForm
      id={`review-reason-${decision.id}`}
      label={t('review.title')}
      error={error}
      pending={review.isPending}
      actions={(submit, pending) => (
        <>
          <Button
            type="submit"
            disabled={pending}
            onClick={() =>
              submit((reason) =>
                review.mutate({
                  decisionId: decision.id,
                  outcome: 'approve',
                  reason,
                  ...(clearanceExpiresAt === undefined ? {} : { clearanceExpiresAt }),
                }),
              )
            }
          >
            {t('review.approve')}
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={pending}
            onClick={() =>
              submit((reason) =>
                review.mutate({ decisionId: decision.id, outcome: 'reject', reason }),
              )
            }
          >
            {t('review.sendBack')}
          </Button>
        </>
      )}
    >
      {clears ? (
        <ClearanceExpiryField
          id={`review-expiry-${decision.id}`}
          value={expiryDay}
          onChange={setExpiryDay}
        />
      ) : null}
    </ReasonForm>
  );
}
