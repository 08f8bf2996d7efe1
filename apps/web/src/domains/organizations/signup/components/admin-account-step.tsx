import type { BillingCycle, Plan } from '@sanctions/contracts';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { PasswordInput } from '@/components/password-input';
import { Input } from '@/components/ui/input';
import { adminAccountFormSchema } from '../lib/signup-forms';
import type { AdminAccount, AdminAccountFormValues } from '../lib/signup-forms';
import { useSignupMessage } from '../lib/signup-messages';
import { OrderSummary } from './order-summary';
import { PasswordChecklist } from './password-checklist';
import { StepActions } from './step-actions';

interface AdminAccountStepProps {
  form: UseFormReturn<AdminAccountFormValues, unknown, AdminAccount>;
  plan: Plan;
  cycle: BillingCycle;
  isSubmitting: boolean;
  onBack: () => void;
  onSubmit: (account: AdminAccount) => void;
  alert?: ReactNode;
}

/** Step 3, Create Admin Account; the create button stays disabled until every field holds (spec 5). */
export function AdminAccountStep({
  form,
  plan,
  cycle,
  isSubmitting,
  onBack,
  onSubmit,
  alert,
}: AdminAccountStepProps) {
  const { t } = useTranslation('signup');
  const message = useSignupMessage();
  const values = useWatch({ control: form.control });
  const isComplete = adminAccountFormSchema.safeParse(values).success;
  const { errors } = form.formState;

  return (
    <form
      noValidate
      aria-labelledby="signup-admin-title"
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
      className="grid gap-6"
    >
      <div className="grid gap-1">
        <h2 id="signup-admin-title" className="text-xl font-semibold">
          {t('admin.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('admin.description')}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <div className="grid content-start gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id="signup-first-name"
              label={t('admin.firstName')}
              error={message(errors.firstName?.message)}
            >
              {(describedBy) => (
                <Input
                  id="signup-first-name"
                  autoComplete="given-name"
                  aria-invalid={errors.firstName ? true : undefined}
                  aria-describedby={describedBy}
                  {...form.register('firstName')}
                />
              )}
            </FormField>
            <FormField
              id="signup-last-name"
              label={t('admin.lastName')}
              error={message(errors.lastName?.message)}
            >
              {(describedBy) => (
                <Input
                  id="signup-last-name"
                  autoComplete="family-name"
                  aria-invalid={errors.lastName ? true : undefined}
                  aria-describedby={describedBy}
                  {...form.register('lastName')}
                />
              )}
            </FormField>
          </div>
          <FormField
            id="signup-email"
            label={t('admin.email')}
            error={message(errors.email?.message)}
          >
            {(describedBy) => (
              <Input
                id="signup-email"
                type="email"
                dir="ltr"
                autoComplete="email"
                placeholder="you@example.com"
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={describedBy}
                {...form.register('email')}
              />
            )}
          </FormField>
          <FormField
            id="signup-password"
            label={t('admin.password')}
            error={message(errors.password?.message)}
          >
            {(describedBy) => (
              <>
                <PasswordInput
                  id="signup-password"
                  autoComplete="new-password"
                  aria-invalid={errors.password ? true : undefined}
                  aria-describedby={[describedBy, 'signup-password-rules']
                    .filter(Boolean)
                    .join(' ')}
                  {...form.register('password')}
                />
                <PasswordChecklist id="signup-password-rules" password={values.password ?? ''} />
              </>
            )}
          </FormField>
          <FormField
            id="signup-confirm-password"
            label={t('admin.confirmPassword')}
            error={message(errors.confirmPassword?.message)}
          >
            {(describedBy) => (
              <PasswordInput
                id="signup-confirm-password"
                autoComplete="new-password"
                aria-invalid={errors.confirmPassword ? true : undefined}
                aria-describedby={describedBy}
                {...form.register('confirmPassword')}
              />
            )}
          </FormField>
        </div>
        <OrderSummary plan={plan} cycle={cycle} />
      </div>
      <StepActions
        alert={alert}
        onBack={onBack}
        nextLabel={isSubmitting ? t('actions.creating') : t('actions.create')}
        isNextDisabled={!isComplete || isSubmitting}
      />
    </form>
  );
}
