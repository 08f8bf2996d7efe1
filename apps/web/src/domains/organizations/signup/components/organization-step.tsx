import { INDUSTRIES, normalizeWebsite } from '@sanctions/contracts';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import type { OrganizationDetails, OrganizationFormValues } from '../lib/signup-forms';
import { useSignupMessage } from '../lib/signup-messages';
import { StepActions } from './step-actions';

interface OrganizationStepProps {
  form: UseFormReturn<OrganizationFormValues, unknown, OrganizationDetails>;
  onBack: () => void;
  onContinue: (details: OrganizationDetails) => void;
  alert?: ReactNode;
}

/** Step 2, Organization Details; Continue validates with the contract schema the server uses. */
export function OrganizationStep({ form, onBack, onContinue, alert }: OrganizationStepProps) {
  const { t } = useTranslation('signup');
  const message = useSignupMessage();
  const { errors } = form.formState;
  const errorOf = (field: keyof typeof errors) => message(errors[field]?.message);

  return (
    <form
      noValidate
      aria-labelledby="signup-organization-title"
      onSubmit={(event) => void form.handleSubmit(onContinue)(event)}
      className="grid gap-6"
    >
      <div className="grid gap-1">
        <h2 id="signup-organization-title" className="text-xl font-semibold">
          {t('organization.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('organization.description')}</p>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField id="signup-org-name" label={t('organization.name')} error={errorOf('name')}>
          {(describedBy) => (
            <Input
              id="signup-org-name"
              autoComplete="organization"
              placeholder={t('organization.namePlaceholder')}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={describedBy}
              {...form.register('name')}
            />
          )}
        </FormField>
        <FormField
          id="signup-org-display-name"
          label={t('organization.displayName')}
          error={errorOf('displayName')}
        >
          {(describedBy) => (
            <Input
              id="signup-org-display-name"
              placeholder={t('organization.displayNamePlaceholder')}
              aria-invalid={errors.displayName ? true : undefined}
              aria-describedby={describedBy}
              {...form.register('displayName')}
            />
          )}
        </FormField>
      </div>
      <FormField
        id="signup-org-description"
        label={t('organization.descriptionLabel')}
        error={errorOf('description')}
      >
        {(describedBy) => (
          <Textarea
            id="signup-org-description"
            rows={3}
            placeholder={t('organization.descriptionPlaceholder')}
            aria-describedby={describedBy}
            {...form.register('description')}
          />
        )}
      </FormField>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField
          id="signup-org-industry"
          label={t('organization.industry')}
          error={errorOf('industry')}
        >
          {(describedBy) => (
            <NativeSelect
              id="signup-org-industry"
              aria-describedby={describedBy}
              {...form.register('industry')}
            >
              <option value="">{t('organization.industryPlaceholder')}</option>
              {INDUSTRIES.map((industry) => (
                <option key={industry} value={industry}>
                  {t(`industries.${industry}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          id="signup-org-website"
          label={t('organization.website')}
          error={errorOf('website')}
          hint={t('organization.websiteHint')}
        >
          {(describedBy) => (
            <Input
              id="signup-org-website"
              type="url"
              dir="ltr"
              autoComplete="url"
              placeholder="https://www.example.com"
              aria-invalid={errors.website ? true : undefined}
              aria-describedby={describedBy}
              {...form.register('website', {
                // Spec 5: show the address as it will be sent ("https://" added), and say at once if it is invalid.
                onBlur: (event: { target: { value: string } }) => {
                  const normalized = normalizeWebsite(event.target.value);
                  if (normalized !== event.target.value) form.setValue('website', normalized);
                  void form.trigger('website');
                },
              })}
            />
          )}
        </FormField>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField
          id="signup-org-email"
          label={t('organization.contactEmail')}
          error={errorOf('contactEmail')}
        >
          {(describedBy) => (
            <Input
              id="signup-org-email"
              type="email"
              dir="ltr"
              autoComplete="email"
              placeholder="compliance@example.com"
              aria-invalid={errors.contactEmail ? true : undefined}
              aria-describedby={describedBy}
              {...form.register('contactEmail')}
            />
          )}
        </FormField>
        <FormField
          id="signup-org-phone"
          label={t('organization.contactPhone')}
          error={errorOf('contactPhone')}
        >
          {(describedBy) => (
            <Input
              id="signup-org-phone"
              type="tel"
              dir="ltr"
              autoComplete="tel"
              placeholder="+1 555 000 0000"
              aria-invalid={errors.contactPhone ? true : undefined}
              aria-describedby={describedBy}
              {...form.register('contactPhone')}
            />
          )}
        </FormField>
      </div>
      <StepActions alert={alert} onBack={onBack} nextLabel={t('actions.continue')} />
    </form>
  );
}
