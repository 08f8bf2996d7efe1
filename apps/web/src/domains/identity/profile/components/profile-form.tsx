import { zodResolver } from '@hookform/resolvers/zod';
import { updateProfileBodySchema } from '@sanctions/contracts';
import type { SessionUser, UpdateProfileBody } from '@sanctions/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-error';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { toast } from '@/lib/toast';
import { useUpdateProfile } from '../api/update-profile';
import { useProfileMessage } from '../lib/profile-messages';

const FIELDS = ['firstName', 'lastName', 'email'] as const;

function isField(value: unknown): value is (typeof FIELDS)[number] {
  return FIELDS.some((field) => field === value);
}

/** First name, last name and e-mail (spec 2.7 Profile, spec 5 messages). */
export function ProfileForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation('profile');
  const message = useProfileMessage();
  const errorMessage = useApiErrorMessage();
  const updateProfile = useUpdateProfile();
  const form = useForm<UpdateProfileBody>({
    resolver: zodResolver(updateProfileBodySchema),
    defaultValues: { firstName: user.firstName, lastName: user.lastName, email: user.email },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    updateProfile.mutate(values, {
      onSuccess: (reply) => {
        form.reset({
          firstName: reply.data.user.firstName,
          lastName: reply.data.user.lastName,
          email: reply.data.user.email,
        });
        toast({
          title: t('form.updatedTitle'),
          description: t('form.updatedDescription'),
          variant: 'success',
        });
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          for (const issue of error.issues) {
            const field = issue.path[0];
            if (isField(field)) form.setError(field, { message: issue.message });
          }
          if (error.status === 409) form.setError('email', { message: error.message });
        }
        toast({
          title: t('form.updateFailed'),
          description: errorMessage(error, t('form.updateFailedFallback')),
          variant: 'destructive',
        });
      },
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('form.title')}</CardTitle>
        <CardDescription>{t('form.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id="profile-first-name"
              label={t('form.firstName')}
              error={message(errors.firstName?.message)}
            >
              {(describedBy) => (
                <Input
                  id="profile-first-name"
                  autoComplete="given-name"
                  aria-invalid={errors.firstName ? true : undefined}
                  aria-describedby={describedBy}
                  {...form.register('firstName')}
                />
              )}
            </FormField>
            <FormField
              id="profile-last-name"
              label={t('form.lastName')}
              error={message(errors.lastName?.message)}
            >
              {(describedBy) => (
                <Input
                  id="profile-last-name"
                  autoComplete="family-name"
                  aria-invalid={errors.lastName ? true : undefined}
                  aria-describedby={describedBy}
                  {...form.register('lastName')}
                />
              )}
            </FormField>
          </div>
          <FormField
            id="profile-email"
            label={t('form.email')}
            error={message(errors.email?.message)}
          >
            {(describedBy) => (
              <Input
                id="profile-email"
                type="email"
                dir="ltr"
                autoComplete="email"
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={describedBy}
                {...form.register('email')}
              />
            )}
          </FormField>
          <div>
            <Button type="submit" disabled={updateProfile.isPending}>
              {updateProfile.isPending ? t('form.saving') : t('form.save')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
