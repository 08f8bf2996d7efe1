import { zodResolver } from '@hookform/resolvers/zod';
import { passwordAndCodeBodySchema } from '@sanctions/contracts';
import type { PasswordAndCodeBody } from '@sanctions/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useTwoFactorMessage } from '../lib/two-factor-messages';

interface PasswordCodeFormProps {
  idPrefix: string;
  submitLabel: string;
  isPending: boolean;
  isDestructive?: boolean;
  onSubmit: (values: PasswordAndCodeBody) => void;
}

/** Password and authenticator (or backup) code, as the disable, regenerate and remove forms ask (spec 5). */
export function PasswordCodeForm({
  idPrefix,
  submitLabel,
  isPending,
  isDestructive,
  onSubmit,
}: PasswordCodeFormProps) {
  const { t } = useTranslation('two-factor');
  const message = useTwoFactorMessage();
  const form = useForm<PasswordAndCodeBody>({
    resolver: zodResolver(passwordAndCodeBodySchema),
    defaultValues: { password: '', code: '' },
  });
  const { errors } = form.formState;
  return (
    <form
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
      noValidate
      className="grid gap-4"
    >
      <FormField
        id={`${idPrefix}-password`}
        label={t('form.password')}
        error={message(errors.password?.message)}
      >
        {(describedBy) => (
          <Input
            id={`${idPrefix}-password`}
            type="password"
            autoComplete="current-password"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={describedBy}
            {...form.register('password')}
          />
        )}
      </FormField>
      <FormField
        id={`${idPrefix}-code`}
        label={t('form.code')}
        error={message(errors.code?.message)}
        hint={t('form.codeHint')}
      >
        {(describedBy) => (
          <Input
            id={`${idPrefix}-code`}
            dir="ltr"
            inputMode="text"
            autoComplete="one-time-code"
            aria-invalid={errors.code ? true : undefined}
            aria-describedby={describedBy}
            {...form.register('code')}
          />
        )}
      </FormField>
      <div>
        <Button
          type="submit"
          variant={isDestructive ? 'destructive' : 'default'}
          disabled={isPending}
        >
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
