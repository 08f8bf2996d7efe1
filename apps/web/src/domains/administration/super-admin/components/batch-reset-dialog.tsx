import type { AdminUser } from '@sanctions/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { toast } from '@/lib/toast';
import { useBatchResetPasswords } from '../api/manage-users';
import { useNumberFormat } from '../lib/use-number-format';
import { TemporaryPassword, TemporaryPasswordNotice } from './temporary-password';

function BatchResetForm({ users, onClose }: { users: AdminUser[]; onClose: () => void }) {
  const { t } = useTranslation('super-admin');
  const number = useNumberFormat();
  const errorMessage = useApiErrorMessage();
  const batch = useBatchResetPasswords();
  const [reason, setReason] = useState('');
  const results = batch.data?.data.results;
  const nameOf = (userId: string) => {
    const user = users.find((candidate) => candidate.id === userId);
    return user ? `${user.firstName} ${user.lastName} (${user.email})` : userId;
  };

  if (results !== undefined) {
    const succeeded = results.filter((result) => result.success).length;
    return (
      <div className="grid gap-4">
        <p className="font-medium">
          {t('batch.summary', { succeeded: number(succeeded), total: number(results.length) })}
        </p>
        <ul className="grid gap-3" aria-label={t('batch.results')}>
          {results.map((result) => (
            <li key={result.userId} className="grid gap-1 border-b pb-2 last:border-0">
              <span className="text-sm font-medium">{nameOf(result.userId)}</span>
              {result.success && result.tempPassword !== undefined ? (
                <TemporaryPassword
                  password={result.tempPassword}
                  label={`${t('reset.tempPassword')} ${nameOf(result.userId)}`}
                />
              ) : (
                <span className="text-sm text-destructive">{result.message}</span>
              )}
            </li>
          ))}
        </ul>
        <TemporaryPasswordNotice />
        <div className="flex justify-end">
          <Button type="button" onClick={onClose}>
            {t('reset.done')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = reason.trim();
        batch.mutate(
          { userIds: users.map((user) => user.id), ...(trimmed === '' ? {} : { reason: trimmed }) },
          {
            onSuccess: (reply) => {
              const succeeded = reply.data.results.filter((result) => result.success).length;
              toast({
                title: t('toasts.batchCompleted'),
                description: t('toasts.batchCompletedDescription', {
                  succeeded: number(succeeded),
                  total: number(reply.data.results.length),
                }),
                variant: 'success',
              });
            },
            onError: (error) =>
              toast({
                title: t('toasts.batchFailed'),
                description: errorMessage(error, t('toasts.batchFailed')),
                variant: 'destructive',
              }),
          },
        );
      }}
    >
      <div className="grid gap-2">
        <p className="text-sm font-medium">{t('batch.selectedUsers')}</p>
        <ul className="max-h-40 overflow-y-auto text-sm">
          {users.map((user) => (
            <li key={user.id}>{`${user.firstName} ${user.lastName} (${user.email})`}</li>
          ))}
        </ul>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="batch-reason">{t('reset.reason')}</Label>
        <Textarea
          id="batch-reason"
          rows={3}
          maxLength={500}
          placeholder={t('batch.reasonPlaceholder')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onClose} disabled={batch.isPending}>
          {t('common.cancel')}
        </Button>
        <Button
          type="submit"
          variant="destructive"
          disabled={users.length === 0 || batch.isPending}
        >
          {batch.isPending
            ? t('batch.running')
            : t('batch.confirm', { value: number(users.length) })}
        </Button>
      </div>
    </form>
  );
}

/** Batch Password Reset (spec 4): the selected users and an optional reason, then each result and the summary. */
export function BatchResetDialog({
  users,
  isOpen,
  onClose,
}: {
  users: AdminUser[];
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('super-admin');
  return (
    <Dialog open={isOpen} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('batch.title')}</DialogTitle>
          <DialogDescription>{t('batch.description')}</DialogDescription>
        </DialogHeader>
        {isOpen ? <BatchResetForm users={users} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}
