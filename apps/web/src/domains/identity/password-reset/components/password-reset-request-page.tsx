import { zodResolver } from '@hookform/resolvers/zod';
import { passwordResetRequestBodySchema } from '@sanctions/contracts';
import type { PasswordResetRequestBody } from '@sanctions/contracts';
import { Link } from '@tanstack/react-router';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { toast } from '@/lib/toast';
import { useValidationMessage } from '@/lib/validation-message';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { CenteredCard } from './centered-card';
import { CheckEmailCard } from './check-email-card';

const EMPTY: PasswordResetRequestBody = { email: '' };

/** /password-reset: the e-mail form, then "Check Your Email" until the user tries another address. */
export function PasswordResetRequestPage() {
  const { t } = useTranslation('password-reset');
  const validationMessage = useValidationMessage();
  const errorMessage = useApiErrorMessage();
  const requestReset = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<PasswordResetRequestBody>({
    resolver: zodResolver(passwordResetRequestBodySchema),
    defaultValues: EMPTY,
  });
  const emailError = form.formState.errors.email?.message;

  const onSubmit = form.handleSubmit((values) =>
    requestReset.mutate(values, {
      onSuccess: () => {
        setSentTo(values.email);
        toast({
          title: t('toast.sentTitle'),
          description: t('toast.sentDescription'),
          variant: 'success',
        });
      },
      onError: (error) =>
        toast({
          title: t('toast.requestFailedTitle'),
          description: errorMessage(error, t('toast.requestFailedFallback')),
          variant: 'destructive',
        }),
    }),
  );

  if (sentTo !== null) {
    return (
      <CheckEmailCard
        email={sentTo}
        onReset={() => {
          form.reset(EMPTY);
          setSentTo(null);
        }}
      />
    );
  }

  return (
    <CenteredCard
      icon={<KeyRound className="size-10 text-primary" aria-hidden="true" />}
      title={t('title')}
      description={t('description')}
    >
      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        className="grid gap-4"
        aria-label={t('title')}
      >
        <FormField id="reset-email" label={t('email')} error={validationMessage(emailError)}>
          {(describedBy) => (
            <Input
              id="reset-email"
              type="email"
              autoComplete="email"
              placeholder={t('emailPlaceholder')}
              aria-invalid={emailError ? true : undefined}
              aria-describedby={describedBy}
              {...form.register('email')}
            />
          )}
        </FormField>
        <Button type="submit" disabled={requestReset.isPending}>
          {requestReset.isPending ? t('sending') : t('submit')}
        </Button>
      </form>
      <Link to={paths.login} className="text-center text-sm text-primary hover:underline">
        {t('backToSignIn')}
      </Link>
    </CenteredCard>
  );
}
