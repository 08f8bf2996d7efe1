import type { Clearance } from '@sanctions/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  useRequestRevocation,
  useReviewRevocation,
  useSetClearanceExpiry,
} from '../api/clearances-api';
import { useCaseErrorMessage } from '../lib/use-case-error-message';
import { ClearanceExpiryField, expiryDay, expiryInstant } from './clearance-expiry-field';
import { ReasonForm } from './reason-form';

type OpenForm = 'expiry' | 'revoke' | null;

/**
 * What the caller may do with one clearance (ADR 024): a reviewer edits its expiry; anyone asks for a
 * revocation; another reviewer than the requester approves or rejects it. The server checks each again.
 */
export function ClearanceActions({ clearance }: { clearance: Clearance }) {
  const { t } = useTranslation('cases');
  const [open, setOpen] = useState<OpenForm>(null);
  const pending = clearance.revocation?.status === 'pending' ? clearance.revocation : null;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        {clearance.canEditExpiry ? (
          <Button
            size="sm"
            variant="outline"
            aria-expanded={open === 'expiry'}
            onClick={() => setOpen(open === 'expiry' ? null : 'expiry')}
          >
            {t('clearances.editExpiry')}
          </Button>
        ) : null}
        {clearance.canRequestRevocation ? (
          <Button
            size="sm"
            variant="outline"
            aria-expanded={open === 'revoke'}
            onClick={() => setOpen(open === 'revoke' ? null : 'revoke')}
          >
            {t('clearances.requestRevocation')}
          </Button>
        ) : null}
      </div>
      {open === 'expiry' ? <ExpiryForm clearance={clearance} onDone={() => setOpen(null)} /> : null}
      {open === 'revoke' ? (
        <RevocationRequestForm clearanceId={clearance.id} onDone={() => setOpen(null)} />
      ) : null}
      {pending !== null && clearance.canReviewRevocation ? (
        <RevocationReviewForm revocationId={pending.id} />
      ) : null}
    </div>
  );
}

function ExpiryForm({ clearance, onDone }: { clearance: Clearance; onDone: () => void }) {
  const { t } = useTranslation('cases');
  const [day, setDay] = useState(expiryDay(clearance.expiresAt));
  const save = useSetClearanceExpiry();
  const errorMessage = useCaseErrorMessage();
  return (
    <ReasonForm
      id={`clearance-expiry-reason-${clearance.id}`}
      label={t('clearances.editExpiry')}
      error={save.error ? errorMessage(save.error, t('clearances.failed')) : null}
      pending={save.isPending}
      actions={(submit, busy) => (
        <Button
          type="submit"
          size="sm"
          disabled={busy}
          onClick={() =>
            submit((reason) =>
              save.mutate(
                { clearanceId: clearance.id, body: { expiresAt: expiryInstant(day), reason } },
                { onSuccess: onDone },
              ),
            )
          }
        >
          {t('clearances.saveExpiry')}
        </Button>
      )}
    >
      <ClearanceExpiryField id={`clearance-expiry-${clearance.id}`} value={day} onChange={setDay} />
    </ReasonForm>
  );
}

function RevocationRequestForm({
  clearanceId,
  onDone,
}: {
  clearanceId: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('cases');
  const request = useRequestRevocation();
  const errorMessage = useCaseErrorMessage();
  return (
    <ReasonForm
      id={`clearance-revoke-reason-${clearanceId}`}
      label={t('clearances.requestRevocation')}
      error={request.error ? errorMessage(request.error, t('clearances.failed')) : null}
      pending={request.isPending}
      actions={(submit, busy) => (
        <Button
          type="submit"
          size="sm"
          variant="destructive"
          disabled={busy}
          onClick={() =>
            submit((reason) =>
              request.mutate({ clearanceId, body: { reason } }, { onSuccess: onDone }),
            )
          }
        >
          {t('clearances.sendRevocation')}
        </Button>
      )}
    />
  );
}

function RevocationReviewForm({ revocationId }: { revocationId: string }) {
  const { t } = useTranslation('cases');
  const review = useReviewRevocation();
  const errorMessage = useCaseErrorMessage();
  const run = (outcome: 'approve' | 'reject') => (reason: string) =>
    review.mutate({ revocationId, outcome, body: { reason } });
  return (
    <ReasonForm
      id={`clearance-review-reason-${revocationId}`}
      label={t('clearances.reviewRevocation')}
      error={review.error ? errorMessage(review.error, t('clearances.failed')) : null}
      pending={review.isPending}
      actions={(submit, busy) => (
        <>
          <Button
            type="submit"
            size="sm"
            variant="destructive"
            disabled={busy}
            onClick={() => submit(run('approve'))}
          >
            {t('clearances.approveRevocation')}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => submit(run('reject'))}
          >
            {t('clearances.rejectRevocation')}
          </Button>
        </>
      )}
    />
  );
}
