import { KeyRound } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { toast } from '@/lib/toast';
import { useRemoveSsoSettings, useSaveSsoSettings, useSsoSettings } from '../api/sso-settings';
import { toSsoFormValues, toSsoSettingsBody } from '../lib/sso-form-values';
import type { SsoFormValues } from '../lib/sso-form-values';

/** Organisation settings, owners only: the OpenID Connect provider, its domains, and "require SSO". */
export function SsoSettingsCard() {
  const { t } = useTranslation('organization');
  const errorMessage = useApiErrorMessage();
  const settings = useSsoSettings();
  const save = useSaveSsoSettings();
  const remove = useRemoveSsoSettings();
  const stored = settings.data?.data.settings ?? null;
  const form = useForm<SsoFormValues>({ defaultValues: toSsoFormValues(null) });
  const { reset } = form;

  useEffect(() => {
    if (settings.data) reset(toSsoFormValues(settings.data.data.settings));
  }, [settings.data, reset]);

  const onError = (error: unknown) =>
    toast({
      title: t('sso.failed'),
      description: errorMessage(error, t('sso.failed')),
      variant: 'destructive',
    });
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(toSsoSettingsBody(values), {
      onSuccess: () => toast({ title: t('sso.saved'), variant: 'success' }),
      onError,
    }),
  );

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
          {settings.data ? (
            <div className="grid gap-1 text-sm">
              <span className="font-medium">{t('sso.redirectUri')}</span>
              <code
                dir="ltr"
                className="break-all rounded bg-muted px-2 py-1"
                data-testid="sso-redirect-uri"
              >
                {settings.data.data.redirectUri}
              </code>
            </div>
          ) : null}
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
                    onSuccess: () => toast({ title: t('sso.removed'), variant: 'success' }),
                    onError,
                  })
                }
              >
                {t('sso.remove')}
              </Button>
            ) : null}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
