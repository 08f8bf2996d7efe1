import { zodResolver } from '@hookform/resolvers/zod';
import { CURRENT_PASSWORD_INCORRECT_MESSAGE, changePasswordBodySchema } from '@sanctions/contracts';
import type { ChangePasswordBody } from '@sanctions/contracts';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { LanguageToggle } from '@/components/language-toggle';
import { PasswordInput } from '@/components/password-input';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { ApiError } from '@/lib/api-error';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { useChangeRequiredPassword } from '../api/change-required-password';
import { usePasswordChangeMessage } from '../lib/password-change-messages';

const EMPTY: ChangePasswordBody = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];

function isField(value: unknown): value is Field {
  return FIELDS.some((field) => field === value);
}

/**
 * Shown instead of the whole app while the account holds a temporary password (or a super admin required
 * a change): the server answers nothing else until the password is changed. Sign-out stays possible.
 */
export function PasswordChangeRequiredScreen() {
  const { t } = useTranslation('password-change');
  const { signOut } = useAuth();
  const message = usePasswordChangeMessage();
  const errorMessage = useApiErrorMessage();
  const change = useChangeRequiredPassword({
    onChanged: () =>
      toast({ title: t('changedTitle'), description: t('changedDescription'), variant: 'success' }),
  });
  const form = useForm<ChangePasswordBody>({
    resolver: zodResolver(changePasswordBodySchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () =>
        toast({
          title: t('changedTitle'),
          description: t('changedDescription'),
          variant: 'success',
        }),
      onError: (error) => {
        if (error instanceof ApiError) {
          for (const issue of error.issues) {
            const field = issue.path[0];
            if (isField(field)) form.setError(field, { message: issue.message });
          }
          if (error.message === CURRENT_PASSWORD_INCORRECT_MESSAGE) {
            form.setError('currentPassword', { message: error.message });
          }
        }
        toast({
          title: t('failedTitle'),
          description: errorMessage(error, t('failedFallback')),
          variant: 'destructive',
        });
      },
    }),
  );

  const field = (name: Field, autoComplete: string) => {
    const id = `required-${name}`;
    return (
      <FormField id={id} label={t(name)} error={message(errors[name]?.message)}>
        {(describedBy) => (
          <PasswordInput
            id={id}
            autoComplete={autoComplete}
            aria-invalid={errors[name] ? true : undefined}
            aria-describedby={describedBy}
            {...form.register(name)}
          />
        )}
      </FormField>
    );
  };

  return (
    <main className="flex min-h-screen items-center justify-center bg-muted/40 px-4 py-10">
      <Card className="w-full max-w-md">
        <CardHeader>
          <div className="flex items-start justify-between gap-3">
            <KeyRound className="size-8 shrink-0 text-primary" aria-hidden="true" />
            <LanguageToggle />
          </div>
          <h1 className="text-xl font-semibold leading-tight">{t('title')}</h1>
          <CardDescription>{t('description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <form
            onSubmit={(event) => void onSubmit(event)}
            noValidate
            className="grid gap-4"
            aria-label={t('title')}
          >
            {field('currentPassword', 'current-password')}
            {field('newPassword', 'new-password')}
            {field('confirmPassword', 'new-password')}
            <p className="text-xs text-muted-foreground">{t('rules')}</p>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Button type="submit" disabled={change.isPending}>
                {change.isPending ? t('submitting') : t('submit')}
              </Button>
              <Button type="button" variant="ghost" onClick={() => void signOut()}>
                {t('signOut')}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </main>
  );
}
