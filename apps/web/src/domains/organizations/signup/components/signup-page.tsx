import type { ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { signupOrganizationSchema } from '@sanctions/contracts';
import type { BillingCycle, PlanName } from '@sanctions/contracts';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { useCreateOrganization } from '../api/create-organization';
import { buildSignupBody } from '../lib/build-signup-body';
import { serverFieldErrors } from '../lib/server-field-errors';
import {
  EMPTY_ADMIN_ACCOUNT,
  EMPTY_ORGANIZATION,
  adminAccountFormSchema,
} from '../lib/signup-forms';
import type { AdminAccount, OrganizationDetails } from '../lib/signup-forms';
import { useSignupMessage } from '../lib/signup-messages';
import { useSignupPlans } from '../lib/signup-plans';
import type { SignupStep } from '../lib/signup-steps';
import { AdminAccountStep } from './admin-account-step';
import { OrganizationStep } from './organization-step';
import { PlanStep } from './plan-step';
import { PolicyLinks } from './policy-links';
import { SignupErrorAlert } from './signup-error-alert';
import { StepIndicator } from './step-indicator';

interface SignupPageProps {
  /** Preselected from `/signup?plan=...&cycle=...` (the landing page's pricing links). */
  initialPlan?: PlanName;
  initialCycle?: BillingCycle;
  /** Runs after the application was accepted for review: the router opens the sign-in page. */
  onSubmitted: () => void;
  /**
   * The policy links under the wizard. The router passes links that open the policies in dialogs, so
   * reading them does not leave the wizard and lose what was typed; plain links to the pages otherwise.
   */
  policies?: ReactNode;
}

/**
 * /signup (spec 2, 4, 5): Choose Plan, Organization Details, Create Admin Account. Both forms live
 * here, not in their steps, so Back and Continue keep what was typed.
 */
export function SignupPage({ initialPlan, initialCycle, onSubmitted, policies }: SignupPageProps) {
  const { t, i18n } = useTranslation('signup');
  const apiErrorMessage = useApiErrorMessage();
  const signupMessage = useSignupMessage();
  const [step, setStep] = useState<SignupStep>('plan');
  const [planName, setPlanName] = useState<PlanName | null>(initialPlan ?? null);
  const [cycle, setCycle] = useState<BillingCycle>(initialCycle ?? 'monthly');
  const [details, setDetails] = useState<OrganizationDetails | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const organizationForm = useForm({
    resolver: zodResolver(signupOrganizationSchema),
    defaultValues: EMPTY_ORGANIZATION,
  });
  const accountForm = useForm({
    resolver: zodResolver(adminAccountFormSchema),
    defaultValues: EMPTY_ADMIN_ACCOUNT,
    mode: 'onTouched',
  });
  const { selectedPlan } = useSignupPlans(planName);
  const createOrganization = useCreateOrganization();

  function goTo(next: SignupStep) {
    setFailure(null);
    setStep(next);
  }

  function showFailure(error: unknown) {
    const fieldErrors = serverFieldErrors(error);
    for (const fieldError of fieldErrors) {
      const options = { message: fieldError.message };
      if (fieldError.form === 'organization') {
        organizationForm.setError(fieldError.field, options);
      } else {
        accountForm.setError(fieldError.field, options);
      }
    }
    const fallback = t('errors.failed');
    // Spec 8: the reply's message, else the fallback; a reply without the envelope carries no message.
    const hasMessage = !(error instanceof ApiError) || error.code !== null;
    setFailure(
      hasMessage ? (signupMessage(apiErrorMessage(error, fallback)) ?? fallback) : fallback,
    );
    // Only the organisation step can fix a problem that names none of this step's fields.
    if (
      fieldErrors.some((fieldError) => fieldError.form === 'organization') &&
      !fieldErrors.some((fieldError) => fieldError.form === 'user')
    ) {
      setStep('organization');
    }
  }

  function submit(account: AdminAccount) {
    if (planName === null || details === null) return;
    setFailure(null);
    createOrganization.mutate(buildSignupBody(planName, cycle, details, account, i18n.language), {
      onSuccess: onSubmitted,
      onError: showFailure,
    });
  }

  const alert = failure === null ? null : <SignupErrorAlert message={failure} />;

  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8">
      <PageHeader title={t('title')} description={t('description')} />
      <StepIndicator current={step} />
      <Card>
        <CardContent className="pt-6">
          {step === 'admin' && selectedPlan !== null ? (
            <AdminAccountStep
              form={accountForm}
              plan={selectedPlan}
              cycle={cycle}
              isSubmitting={createOrganization.isPending}
              onBack={() => goTo('organization')}
              onSubmit={submit}
              alert={alert}
            />
          ) : step === 'organization' ? (
            <OrganizationStep
              form={organizationForm}
              onBack={() => goTo('plan')}
              onContinue={(next) => {
                setDetails(next);
                goTo('admin');
              }}
              alert={alert}
            />
          ) : (
            <PlanStep
              cycle={cycle}
              onCycleChange={setCycle}
              selected={planName}
              onSelect={setPlanName}
              onContinue={() => goTo('organization')}
              alert={alert}
            />
          )}
        </CardContent>
      </Card>
      <p className="text-center text-sm text-muted-foreground">
        {t('haveAccount')}{' '}
        <Link to={paths.login} className="font-medium text-primary hover:underline">
          {t('signIn')}
        </Link>
      </p>
      {policies ? (
        <div className="grid gap-1 text-center text-xs text-muted-foreground">
          <p>{t('policies.intro')}</p>
          {policies}
        </div>
      ) : (
        <PolicyLinks />
      )}
    </div>
  );
}
