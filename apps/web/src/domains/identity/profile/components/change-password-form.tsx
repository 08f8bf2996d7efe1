import { zodResolver } from '@hookform/resolvers/zod';
import { CURRENT_PASSWORD_INCORRECT_MESSAGE, changePasswordBodySchema } from '@sanctions/contracts';
import type { ChangePasswordBody } from '@sanctions/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-error';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { toast } from '@/lib/toast';
import { useChangePassword } from '../api/change-password';
import { useProfileMessage } from '../lib/profile-messages';

const EMPTY: ChangePasswordBody = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

function isField(value: unknown): value is (typeof FIELDS)[number] {
  return FIELDS.some((field) => field === value);
}

/** Current, new and confirmation password (spec 2.7 Security, spec 5 messages); success clears it. */
export function ChangePasswordForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation('profile');
  const message = useProfileMessage();
  const errorMessage = useApiErrorMessage();
  const changePassword = useChangePassword();
  const form = useForm<ChangePasswordBody>({
    resolver: zodResolver(changePasswordBodySchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    changePassword.mutate(values, {
      onSuccess: () => {
        form.reset(EMPTY);
        toast({
          title: t('password.changedTitle'),
          description: t('password.changedDescription'),
          variant: 'success',
        });
        onDone?.();
      },
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
          title: t('password.failedTitle'),
          description: errorMessage(error, t('password.failedFallback')),
          variant: 'destructive',
        });
      },
    }),
  );

  const field = (name: (typeof FIELDS)[number], autoComplete: string) => {
    const id = `password-${name}`;
    return (
      <FormField id={id} label={t(`password.${name}`)} error={message(errors[name]?.message)}>
        {(describedBy) => (
          <Input
            id={id}
            type="password"
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
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="grid gap-4"
      aria-label={t('password.title')}
    >
      {field('currentPassword', 'current-password')}
      {field('newPassword', 'new-password')}
      {field('confirmPassword', 'new-password')}
      <p className="text-xs text-muted-foreground">{t('password.rules')}</p>
      <div>
        <Button type="submit" disabled={changePassword.isPending}>
          {changePassword.isPending ? t('password.changing') : t('password.submit')}
        </Button>
      </div>
    </form>
  );
}
