import { Network } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-error';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { toast } from '@/lib/toast';
import { useIpAllowlist, useSaveIpAllowlist } from '../api/ip-allowlist';
import { rangesOf } from '../lib/ranges-text';

/**
 * Organisation settings, owners only (issue 27 §2): where members' sessions and API keys may be used
 * from. A list without the owner's own address is saved only after they confirm the warning.
 */
export function IpAllowlistCard() {
  const { t } = useTranslation('organization');
  const errorMessage = useApiErrorMessage();
  const list = useIpAllowlist();
  const save = useSaveIpAllowlist();
  // Null until the owner edits: the stored list shows as it arrives.
  const [edited, setEdited] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const text = edited ?? list.data?.data.ranges.join('\n') ?? '';

  const submit = (confirmExcludesMe: boolean) => {
    setWarning(null);
    save.mutate(
      { ranges: rangesOf(text), ...(confirmExcludesMe ? { confirmExcludesMe: true } : {}) },
      {
        onSuccess: () => toast({ title: t('ipAllowlist.saved'), variant: 'success' }),
        onError: (error) => {
          if (error instanceof ApiError && error.messageKey === 'ipAllowlist.excludesYou') {
            setWarning(errorMessage(error, t('ipAllowlist.confirmTitle')));
            return;
          }
          toast({
            title: t('ipAllowlist.failed'),
            description: errorMessage(error, t('ipAllowlist.failed')),
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Network className="size-5 shrink-0 text-primary" aria-hidden="true" />
          {t('ipAllowlist.title')}
        </CardTitle>
        <CardDescription>{t('ipAllowlist.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit(false);
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor="ip-allowlist-ranges">{t('ipAllowlist.ranges')}</Label>
            <Textarea
              id="ip-allowlist-ranges"
              dir="ltr"
              rows={4}
              value={text}
              aria-describedby="ip-allowlist-hint"
              onChange={(event) => setEdited(event.target.value)}
            />
            <p id="ip-allowlist-hint" className="text-sm text-muted-foreground">
              {t('ipAllowlist.rangesHint')}
            </p>
            {list.data ? (
              <p className="text-sm" data-testid="ip-allowlist-your-address">
                {t('ipAllowlist.yourAddress', { address: list.data.data.yourAddress })}
              </p>
            ) : null}
          </div>
          {warning !== null ? (
            <Alert variant="destructive">
              <AlertTitle>{t('ipAllowlist.confirmTitle')}</AlertTitle>
              <AlertDescription className="grid gap-3">
                <span>{warning}</span>
                <span className="flex flex-wrap gap-2">
                  <Button type="button" variant="destructive" onClick={() => submit(true)}>
                    {t('ipAllowlist.confirmSave')}
                  </Button>
                  <Button type="button" variant="outline" onClick={() => setWarning(null)}>
                    {t('ipAllowlist.cancel')}
                  </Button>
                </span>
              </AlertDescription>
            </Alert>
          ) : null}
          <div>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t('ipAllowlist.saving') : t('ipAllowlist.save')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
