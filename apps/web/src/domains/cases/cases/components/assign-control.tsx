import type { AlertDetail } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useAuth } from '@/lib/auth';
import { useAssign, useReviewers } from '../api/cases-api';
import { useCaseErrorMessage } from '../lib/use-case-error-message';

/** Who works the alert: take it, hand it to a colleague, or leave it unassigned. */
export function AssignControl({ alert }: { alert: AlertDetail }) {
  const { t } = useTranslation('cases');
  const { user } = useAuth();
  const reviewers = useReviewers();
  const assign = useAssign(alert.id);
  const errorMessage = useCaseErrorMessage();
  const current = alert.assignee?.id ?? '';

  return (
    <div className="grid gap-2 text-sm">
      <Label htmlFor="alert-assignee">{t('assign.label')}</Label>
      <div className="flex flex-wrap items-center gap-2">
        <NativeSelect
          id="alert-assignee"
          className="min-w-0 max-w-full sm:w-64"
          value={current}
          disabled={!alert.permissions.assign || assign.isPending}
          onChange={(event) => assign.mutate(event.target.value === '' ? null : event.target.value)}
        >
          <option value="">{t('queue.unassigned')}</option>
          {alert.assignee && !(reviewers.data ?? []).some((c) => c.id === alert.assignee?.id) ? (
            <option value={current}>{alert.assignee.name}</option>
          ) : null}
          {(reviewers.data ?? []).map((colleague) => (
            <option key={colleague.id} value={colleague.id}>
              {colleague.name}
            </option>
          ))}
        </NativeSelect>
        {alert.permissions.assign && user && current !== user.id ? (
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={assign.isPending}
            onClick={() => assign.mutate(user.id)}
          >
            {t('assign.toMe')}
          </Button>
        ) : null}
      </div>
      {assign.error ? (
        <p role="alert" className="text-destructive">
          {errorMessage(assign.error, t('assign.failed'))}
        </p>
      ) : null}
    </div>
  );
}
