import { zodResolver } from '@hookform/resolvers/zod';
import { contactMessageBodySchema } from '@sanctions/contracts';
import type { ContactMessageBody, ContactMessageInput } from '@sanctions/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-error';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { useSendContactMessage } from '../api/send-contact-message';
import { useContactMessage } from '../lib/use-contact-message';

const FIELDS = ['name', 'email', 'organization', 'message'] as const;

function isField(value: unknown): value is (typeof FIELDS)[number] {
  return FIELDS.some((field) => field === value);
}

interface ContactFormProps {
  defaultValues: ContactMessageInput;
  onSent: () => void;
}

/** Name, e-mail, organisation and message, validated by the contract the server uses. */
export function ContactForm({ defaultValues, onSent }: ContactFormProps) {
  const { t } = useTranslation('contact');
  const message = useContactMessage();
  const errorMessage = useApiErrorMessage();
  const send = useSendContactMessage();
  const form = useForm<ContactMessageInput, unknown, ContactMessageBody>({
    resolver: zodResolver(contactMessageBodySchema),
    defaultValues,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: onSent,
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        for (const issue of error.issues) {
          const field = issue.path[0];
          if (isField(field)) form.setError(field, { message: issue.message });
        }
      },
    }),
  );

  const field = (name: (typeof FIELDS)[number]) => ({
    'aria-invalid': errors[name] ? true : undefined,
    ...form.register(name),
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="contact-name" label={t('form.name')} error={message(errors.name?.message)}>
          {(describedBy) => (
            <Input
              id="contact-name"
              autoComplete="name"
              aria-describedby={describedBy}
              {...field('name')}
            />
          )}
        </FormField>
        <FormField
          id="contact-email"
          label={t('form.email')}
          error={message(errors.email?.message)}
        >
          {(describedBy) => (
            <Input
              id="contact-email"
              type="email"
              dir="ltr"
              autoComplete="email"
              aria-describedby={describedBy}
              {...field('email')}
            />
          )}
        </FormField>
      </div>
      <FormField
        id="contact-organization"
        label={t('form.organization')}
        hint={t('form.optional')}
        error={message(errors.organization?.message)}
      >
        {(describedBy) => (
          <Input
            id="contact-organization"
            autoComplete="organization"
            aria-describedby={describedBy}
            {...field('organization')}
          />
        )}
      </FormField>
      <FormField
        id="contact-message"
        label={t('form.message')}
        error={message(errors.message?.message)}
      >
        {(describedBy) => (
          <Textarea
            id="contact-message"
            rows={6}
            aria-describedby={describedBy}
            {...field('message')}
          />
        )}
      </FormField>
      {send.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{errorMessage(send.error, t('form.failed'))}</AlertDescription>
        </Alert>
      ) : null}
      <div>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? t('form.sending') : t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
