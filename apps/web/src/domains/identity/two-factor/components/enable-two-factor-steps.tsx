import { zodResolver } from '@hookform/resolvers/zod';
import { twoFactorSetupBodySchema, twoFactorVerifyBodySchema } from '@sanctions/contracts';
import type { TwoFactorSetup, TwoFactorSetupBody, TwoFactorVerifyBody } from '@sanctions/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { useSetupTwoFactor, useVerifyTwoFactor } from '../api/two-factor';
import { useTwoFactorMessage } from '../lib/two-factor-messages';
import { useFailureToast } from '../lib/use-failure-toast';
import { QrCode } from './qr-code';

/** First step: the password confirms it is the account holder; the reply carries the secret. */
export function PasswordStep({ onDone }: { onDone: (setup: TwoFactorSetup) => void }) {
  const { t } = useTranslation('two-factor');
  const message = useTwoFactorMessage();
  const failed = useFailureToast();
  const setup = useSetupTwoFactor();
  const form = useForm<TwoFactorSetupBody>({
    resolver: zodResolver(twoFactorSetupBodySchema),
    defaultValues: { password: '' },
  });
  const onSubmit = form.handleSubmit((values) =>
    setup.mutate(values, {
      onSuccess: (reply) => {
        toast({
          title: t('toasts.setupStarted'),
          description: t('toasts.setupStartedDescription'),
          variant: 'success',
        });
        onDone(reply.data);
      },
      onError: (error) => failed('setupFailed', error),
    }),
  );
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <FormField
        id="enable-password"
        label={t('form.password')}
        error={message(form.formState.errors.password?.message)}
        hint={t('enable.passwordHint')}
      >
        {(describedBy) => (
          <Input
            id="enable-password"
            type="password"
            autoComplete="current-password"
            aria-describedby={describedBy}
            {...form.register('password')}
          />
        )}
      </FormField>
      <div>
        <Button type="submit" disabled={setup.isPending}>
          {t('enable.continue')}
        </Button>
      </div>
    </form>
  );
}

/**
 * Second step: QR code, secret and the first code. `refreshSession` false keeps the signed-in user as it was
 * until the caller moves on (the required set-up screen shows the backup codes first).
 */
export function VerifyStep({
  setup,
  onDone,
  refreshSession = true,
}: {
  setup: TwoFactorSetup;
  onDone: () => void;
  refreshSession?: boolean;
}) {
  const { t } = useTranslation('two-factor');
  const message = useTwoFactorMessage();
  const failed = useFailureToast();
  const verify = useVerifyTwoFactor({ refreshSession });
  const form = useForm<TwoFactorVerifyBody>({
    resolver: zodResolver(twoFactorVerifyBodySchema),
    defaultValues: { code: '' },
  });
  const code = useWatch({ control: form.control, name: 'code' });
  const onSubmit = form.handleSubmit((values) =>
    verify.mutate(values, {
      onSuccess: () => {
        toast({
          title: t('toasts.enabled'),
          description: t('toasts.enabledDescription'),
          variant: 'success',
        });
        onDone();
      },
      onError: (error) => failed('verifyFailed', error),
    }),
  );
  return (
    <div className="grid gap-5">
      <ol className="grid list-decimal gap-1 ps-5 text-sm text-muted-foreground">
        <li>{t('enable.stepScan')}</li>
        <li>{t('enable.stepCode')}</li>
      </ol>
      <div className="flex flex-col items-center gap-3">
        <QrCode value={setup.qrCodeUrl} label={t('enable.qrLabel')} />
        <div className="grid w-full gap-1 text-center">
          <p className="text-xs text-muted-foreground">{t('enable.manualSecret')}</p>
          <code
            dir="ltr"
            className="break-all rounded bg-muted px-2 py-1 font-mono text-sm"
            data-testid="two-factor-secret"
          >
            {setup.secret}
          </code>
        </div>
      </div>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
        <FormField
          id="enable-code"
          label={t('enable.codeLabel')}
          error={message(form.formState.errors.code?.message)}
        >
          {(describedBy) => (
            <Input
              id="enable-code"
              dir="ltr"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              aria-describedby={describedBy}
              {...form.register('code', {
                setValueAs: (value: string) => value.replace(/\D/g, ''),
              })}
            />
          )}
        </FormField>
        <div>
          <Button type="submit" disabled={verify.isPending || code.replace(/\D/g, '').length !== 6}>
            {t('enable.verify')}
          </Button>
        </div>
      </form>
    </div>
  );
}
