import type { SsoSettingsReply } from '@sanctions/contracts';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { toast } from '@/lib/toast';
import { useRemoveSsoSettings, useSaveSsoSettings, useSsoSettings } from '../api/sso-settings';
import { toSsoFormValues, toSsoSettingsBody } from '../lib/sso-form-values';
import type { SsoFormValues } from '../lib/sso-form-values';

/** Organisation settings, owners only: the OpenID Connect provider, its domains, and "require SSO". */
export function SsoSettingsCard() {
  const { t } = useTranslation('organization');
  const settings = useSsoSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <KeyRound className="size-5 shrink-0 text-primary" aria-hidden="true" />
          {t('sso.title')}
        </CardTitle>
        <CardDescription>{t('sso.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.data ? (
          <SsoSettingsForm current={settings.data.data} />
        ) : settings.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('sso.loadFailed')}
          </p>
        ) : (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner className="size-4" />
            {t('sso.loading')}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The form starts from the stored settings and is set again only from the reply to its own save or removal:
 * a refetch arriving while the owner types (a late first reply, a background refresh) never wipes the typing.
 */
function SsoSettingsForm({ current }: { current: SsoSettingsReply['data'] }) {
  const { t } = useTranslation('organization');
  const errorMessage = useApiErrorMessage();
  const save = useSaveSsoSettings();
  const remove = useRemoveSsoSettings();
  const stored = current.settings;
  const form = useForm<SsoFormValues>({ defaultValues: toSsoFormValues(stored) });
  const { reset } = form;

  const onError = (error: unknown) =>
    toast({
      title: t('sso.failed'),
      description: errorMessage(error, t('sso.failed')),
      variant: 'destructive',
    });
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(toSsoSettingsBody(values), {
      onSuccess: (reply) => {
        reset(toSsoFormValues(reply.data.settings));
        toast({ title: t('sso.saved'), variant: 'success' });
      },
      onError,
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor="sso-issuer-url">{t('sso.issuerUrl')}</Label>
        <Input
          id="sso-issuer-url"
          dir="ltr"
          aria-describedby="sso-issuer-hint"
          {...form.register('issuerUrl')}
        />
        <p id="sso-issuer-hint" className="text-sm text-muted-foreground">
          {t('sso.issuerHint')}
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="sso-client-id">{t('sso.clientId')}</Label>
          <Input id="sso-client-id" dir="ltr" {...form.register('clientId')} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="sso-client-secret">{t('sso.clientSecret')}</Label>
          <Input
            id="sso-client-secret"
            type="password"
            dir="ltr"
            autoComplete="off"
            aria-describedby={stored?.hasClientSecret ? 'sso-secret-hint' : undefined}
            {...form.register('clientSecret')}
          />
          {stored?.hasClientSecret ? (
            <p id="sso-secret-hint" className="text-sm text-muted-foreground">
              {t('sso.clientSecretKept')}
            </p>
          ) : null}
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="sso-domains">{t('sso.domains')}</Label>
        <Input
          id="sso-domains"
          dir="ltr"
          aria-describedby="sso-domains-hint"
          {...form.register('domains')}
        />
        <p id="sso-domains-hint" className="text-sm text-muted-foreground">
          {t('sso.domainsHint')}
        </p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="sso-default-role">{t('sso.defaultRole')}</Label>
        <select
          id="sso-default-role"
          className="h-9 rounded-md border border-input bg-transparent px-3 text-sm"
          {...form.register('defaultRole')}
        >
          <option value="member">{t('sso.roleMember')}</option>
          <option value="admin">{t('sso.roleAdmin')}</option>
        </select>
      </div>
      <div className="grid gap-1">
        <div className="flex items-start gap-3">
          <input
            id="sso-require"
            type="checkbox"
            className="mt-1 size-4 shrink-0 accent-primary"
            aria-describedby="sso-require-hint"
            {...form.register('requireSso')}
          />
          <Label htmlFor="sso-require" className="leading-snug">
            {t('sso.requireSso')}
          </Label>
        </div>
        <p id="sso-require-hint" className="text-sm text-muted-foreground">
          {t('sso.requireSsoHint')}
        </p>
      </div>
      <div className="grid gap-1 text-sm">
        <span className="font-medium">{t('sso.redirectUri')}</span>
        <code
          dir="ltr"
          className="break-all rounded bg-muted px-2 py-1"
          data-testid="sso-redirect-uri"
        >
          {current.redirectUri}
        </code>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('sso.saving') : t('sso.save')}
        </Button>
        {stored ? (
          <Button
            type="button"
            variant="outline"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: (reply) => {
                  reset(toSsoFormValues(reply.data.settings));
                  toast({ title: t('sso.removed'), variant: 'success' });
                },
                onError,
              })
            }
          >
            {t('sso.remove')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
