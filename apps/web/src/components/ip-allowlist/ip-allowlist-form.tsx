import type { IpAllowlistBody, IpAllowlistReply } from '@sanctions/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-error';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { rangesOf } from '@/lib/ranges-text';
import { toast } from '@/lib/toast';

interface IpAllowlistFormProps {
  /** Prefix of the form's element ids, unique on the page. */
  idPrefix: string;
  /** The stored list and the address the server sees the editor at; undefined while loading. */
  stored: IpAllowlistReply['data'] | undefined;
  save: UseMutationResult<IpAllowlistReply, Error, IpAllowlistBody>;
}

/**
 * Editing an IP allow-list (an organisation's or the staff's, issue 27 §2): one range per line, the
 * editor's own address shown, and a list without it saved only after they confirm the server's warning
 * (409 `ipAllowlist.excludesYou`).
 */
export function IpAllowlistForm({ idPrefix, stored, save }: IpAllowlistFormProps) {
  const { t } = useTranslation('common');
  const errorMessage = useApiErrorMessage();
  // Null until the editor types: the stored list shows as it arrives.
  const [edited, setEdited] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const text = edited ?? stored?.ranges.join('\n') ?? '';
  const fieldId = `${idPrefix}-ranges`;
  const hintId = `${idPrefix}-hint`;

  const submit = (confirmExcludesMe: boolean) => {
    setWarning(null);
    save.mutate(
      { ranges: rangesOf(text), ...(confirmExcludesMe ? { confirmExcludesMe: true } : {}) },
      {
        onSuccess: () => toast({ title: t('ipAllowlistForm.saved'), variant: 'success' }),
        onError: (error) => {
          if (error instanceof ApiError && error.messageKey === 'ipAllowlist.excludesYou') {
            setWarning(errorMessage(error, t('ipAllowlistForm.confirmTitle')));
            return;
          }
          toast({
            title: t('ipAllowlistForm.failed'),
            description: errorMessage(error, t('ipAllowlistForm.failed')),
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit(false);
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor={fieldId}>{t('ipAllowlistForm.ranges')}</Label>
        <Textarea
          id={fieldId}
          dir="ltr"
          rows={4}
          value={text}
          aria-describedby={hintId}
          onChange={(event) => setEdited(event.target.value)}
        />
        <p id={hintId} className="text-sm text-muted-foreground">
          {t('ipAllowlistForm.rangesHint')}
        </p>
        {stored ? (
          <p className="text-sm" data-testid={`${idPrefix}-your-address`}>
            {t('ipAllowlistForm.yourAddress', { address: stored.yourAddress })}
          </p>
        ) : null}
      </div>
      {warning !== null ? (
        <Alert variant="destructive">
          <AlertTitle>{t('ipAllowlistForm.confirmTitle')}</AlertTitle>
          <AlertDescription className="grid gap-3">
            <span>{warning}</span>
            <span className="flex flex-wrap gap-2">
              <Button type="button" variant="destructive" onClick={() => submit(true)}>
                {t('ipAllowlistForm.confirmSave')}
              </Button>
              <Button type="button" variant="outline" onClick={() => setWarning(null)}>
                {t('ipAllowlistForm.cancel')}
              </Button>
            </span>
          </AlertDescription>
        </Alert>
      ) : null}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('ipAllowlistForm.saving') : t('ipAllowlistForm.save')}
        </Button>
      </div>
    </form>
  );
}
