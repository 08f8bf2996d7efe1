import { DEFAULT_BATCH_RESET_REASON } from '@sanctions/contracts';
import type { AdminUser, BatchResetResult } from '@sanctions/contracts';
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
import { useBatchResetPasswords } from '../api/batch-reset-passwords';
import { useUsersFormatters } from '../lib/use-users-formatters';

interface BatchResetDialogProps {
  open: boolean;
  /** The selected users (the viewer's own account is never selectable). */
  users: AdminUser[];
  onDone: () => void;
  onClose: () => void;
}

/** Batch Password Reset (spec 4): the selection and an optional reason, then one result per user. */
export function BatchResetDialog({
  open,
  users: selection,
  onDone,
  onClose,
}: BatchResetDialogProps) {
  const { t } = useTranslation('users');
  const format = useUsersFormatters();
  const errorMessage = useApiErrorMessage();
  const batch = useBatchResetPasswords();
  const [reason, setReason] = useState('');
  const [results, setResults] = useState<BatchResetResult[] | null>(null);
  // The selection as it was when the dialog opened: the table clears its selection once reset.
  const [users] = useState(selection);
  const nameOf = (id: string) => {
    const user = users.find((candidate) => candidate.id === id);
    return user ? `${user.firstName} ${user.lastName} (${user.email})` : id;
  };
  const succeeded = results?.filter((result) => result.success).length ?? 0;
  const summary = t('batch.summary', {
    succeeded: format.number(succeeded),
    requested: format.number(results?.length ?? 0),
  });

  function submit() {
    batch.mutate(
      {
        userIds: users.map((user) => user.id),
        reason: reason.trim() === '' ? DEFAULT_BATCH_RESET_REASON : reason.trim(),
      },
      {
        onSuccess: (reply) => {
          setResults(reply.data.results);
          onDone();
          const count = reply.data.results.filter((result) => result.success).length;
          toast({
            title: t('batch.completed'),
            description: t('batch.summary', {
              succeeded: format.number(count),
              requested: format.number(reply.data.results.length),
            }),
            variant: 'success',
          });
        },
        onError: (error) =>
          toast({
            title: t('batch.failed'),
            description: errorMessage(error, t('batch.failed')),
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('batch.title')}</DialogTitle>
          <DialogDescription>
            {t('batch.description', { value: format.number(users.length) })}
          </DialogDescription>
        </DialogHeader>
        {results === null ? (
          <form
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <ul className="max-h-40 overflow-y-auto rounded-md border p-2 text-sm" dir="auto">
              {users.map((user) => (
                <li key={user.id}>{nameOf(user.id)}</li>
              ))}
            </ul>
            <div className="grid gap-2">
              <Label htmlFor="batch-reset-reason">{t('batch.reason')}</Label>
              <Textarea
                id="batch-reset-reason"
                rows={3}
                maxLength={500}
                placeholder={t('batch.reasonPlaceholder')}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            </div>
            <div className="flex flex-wrap justify-end gap-2">
              <Button type="button" variant="outline" onClick={onClose} disabled={batch.isPending}>
                {t('batch.cancel')}
              </Button>
              <Button
                type="submit"
                variant="destructive"
                disabled={users.length === 0 || batch.isPending}
              >
                {batch.isPending ? t('batch.running') : t('batch.submit')}
              </Button>
            </div>
          </form>
        ) : (
          <div className="grid gap-4">
            <p role="status" className="font-medium">
              {summary}
            </p>
            <p className="text-sm text-muted-foreground">{t('reset.notice')}</p>
            <ul className="grid max-h-72 gap-2 overflow-y-auto text-sm">
              {results.map((result) => (
                <li key={result.userId} className="rounded-md border p-2">
                  <div className="font-medium">{nameOf(result.userId)}</div>
                  {result.success ? (
                    <div className="font-mono" dir="ltr">
                      {result.tempPassword}
                    </div>
                  ) : (
                    <div className="text-destructive">{result.message}</div>
                  )}
                </li>
              ))}
            </ul>
            <div className="flex justify-end">
              <Button type="button" onClick={onClose}>
                {t('batch.close')}
              </Button>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
