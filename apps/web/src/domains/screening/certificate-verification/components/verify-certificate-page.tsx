import type { CertificateVerification } from '@sanctions/contracts';
import { CheckCircle2, ShieldAlert, XCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { useVerifyCertificate } from '../api/verify-certificate';
import type { VerifyCertificateSearch } from '../lib/verify-search';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /verify-certificate, public: anyone holding a screening certificate checks its code against the stored
 * record. A link from the certificate fills both fields and checks at once.
 */
export function VerifyCertificatePage({ search, code }: VerifyCertificateSearch) {
  const { t } = useTranslation('certificate');
  const errorMessage = useApiErrorMessage();
  const id = useId();
  const [searchId, setSearchId] = useState(search ?? '');
  const [typedCode, setTypedCode] = useState(code ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const verification = useVerifyCertificate();
  const checkedFromLink = useRef(false);

  const check = (input: { searchId: string; code: string }) => {
    const trimmedId = input.searchId.trim();
    if (!UUID.test(trimmedId)) return setFieldError(t('errors.searchId'));
    if (input.code.trim() === '') return setFieldError(t('errors.code'));
    setFieldError(null);
    verification.mutate({ searchId: trimmedId, code: input.code.trim() });
  };

  useEffect(() => {
    if (checkedFromLink.current || search === undefined || code === undefined) return;
    checkedFromLink.current = true;
    check({ searchId: search, code });
    // Once, for the link the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    check({ searchId, code: typedCode });
  };

  return (
    <div className="mx-auto grid w-full max-w-2xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-12">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold">{t('title')}</h1>
        <p className="text-muted-foreground">{t('description')}</p>
      </div>
      <Card>
        <CardContent className="pt-6">
          <form className="grid gap-4" noValidate onSubmit={onSubmit}>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-search`}>{t('searchId')}</Label>
              <Input
                id={`${id}-search`}
                dir="ltr"
                autoComplete="off"
                value={searchId}
                onChange={(event) => setSearchId(event.target.value)}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-code`}>{t('code')}</Label>
              <Input
                id={`${id}-code`}
                dir="ltr"
                autoComplete="off"
                placeholder="XXXX-XXXX-XXXX-XXXX"
                className="font-mono uppercase"
                value={typedCode}
                onChange={(event) => setTypedCode(event.target.value)}
              />
            </div>
            {fieldError ? (
              <p role="alert" className="text-sm text-destructive">
                {fieldError}
              </p>
            ) : null}
            <Button type="submit" disabled={verification.isPending} className="justify-self-start">
              {verification.isPending ? t('checking') : t('check')}
            </Button>
          </form>
        </CardContent>
      </Card>
      {verification.data ? <VerificationOutcome outcome={verification.data} /> : null}
      {verification.error ? (
        <Alert variant="destructive">
          <AlertDescription>
            {errorMessage(verification.error, t('errors.failed'))}
          </AlertDescription>
        </Alert>
      ) : null}
    </div>
  );
}

function VerificationOutcome({ outcome }: { outcome: CertificateVerification }) {
  const { t, i18n } = useTranslation('certificate');
  // A visitor has no display preferences: the language's own long form, in UTC as the certificate prints.
  const formatDateTime = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'UTC',
    }).format(new Date(iso));
  const Icon =
    outcome.status === 'valid'
      ? CheckCircle2
      : outcome.status === 'altered'
        ? ShieldAlert
        : XCircle;
  return (
    <Alert
      role="status"
      variant={outcome.status === 'valid' ? 'default' : 'destructive'}
      data-status={outcome.status}
    >
      <Icon aria-hidden="true" className="size-5" />
      <AlertTitle>{t(`status.${outcome.status}.title`)}</AlertTitle>
      <AlertDescription>
        {t(`status.${outcome.status}.description`)}
        {outcome.issuedAt ? (
          <span className="block">{t('issuedAt', { date: formatDateTime(outcome.issuedAt) })}</span>
        ) : null}
      </AlertDescription>
    </Alert>
  );
}
