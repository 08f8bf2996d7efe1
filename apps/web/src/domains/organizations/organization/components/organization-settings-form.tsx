import { zodResolver } from '@hookform/resolvers/zod';
import { INDUSTRIES, normalizeWebsite, organizationSettingsBodySchema } from '@sanctions/contracts';
import type {
  OrganizationProfile,
  OrganizationSettings,
  OrganizationSettingsBody,
} from '@sanctions/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-error';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { toast } from '@/lib/toast';
import { useUpdateOrganizationSettings } from '../api/update-organization-settings';
import { useOrganizationMessage } from '../lib/organization-messages';
import { settingsFieldOf, toSettingsFormValues } from '../lib/settings-form-values';
import { AddressFields } from './address-fields';

/** The editable details, validated with the contract schema the server applies (sign-up's rules). */
export function OrganizationSettingsForm({ organization }: { organization: OrganizationProfile }) {
  const { t } = useTranslation('organization');
  const message = useOrganizationMessage();
  const errorMessage = useApiErrorMessage();
  const update = useUpdateOrganizationSettings();
  const form = useForm<OrganizationSettingsBody, unknown, OrganizationSettings>({
    resolver: zodResolver(organizationSettingsBodySchema),
    defaultValues: toSettingsFormValues(organization),
  });
  const { errors } = form.formState;
  const failure =
    update.error === null ? undefined : errorMessage(update.error, t('settings.saveFailed'));

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (reply) => {
        form.reset(toSettingsFormValues(reply.data.organization));
        toast({ title: t('settings.saved'), variant: 'success' });
      },
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        for (const issue of error.issues) {
          const field = settingsFieldOf(issue.path);
          if (field !== null) form.setError(field, { message: issue.message });
        }
      },
    }),
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-6">
      <FormField
        id="organization-legal-name"
        label={t('settings.legalName')}
        hint={t('settings.legalNameHint')}
      >
        {(describedBy) => (
          <Input
            id="organization-legal-name"
            value={organization.name}
            readOnly
            disabled
            aria-describedby={describedBy}
          />
        )}
      </FormField>
      <FormField
        id="organization-display-name"
        label={t('settings.displayName')}
        error={message(errors.displayName?.message)}
      >
        {(describedBy) => (
          <Input
            id="organization-display-name"
            aria-invalid={errors.displayName ? true : undefined}
            aria-describedby={describedBy}
            {...form.register('displayName')}
          />
        )}
      </FormField>
      <FormField
        id="organization-description"
        label={t('settings.descriptionLabel')}
        error={message(errors.description?.message)}
      >
        {(describedBy) => (
          <Textarea
            id="organization-description"
            rows={3}
            aria-describedby={describedBy}
            {...form.register('description')}
          />
        )}
      </FormField>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField
          id="organization-industry"
          label={t('settings.industry')}
          error={message(errors.industry?.message)}
        >
          {(describedBy) => (
            <NativeSelect
              id="organization-industry"
              aria-describedby={describedBy}
              {...form.register('industry')}
            >
              <option value="">{t('settings.industryPlaceholder')}</option>
              {INDUSTRIES.map((industry) => (
                <option key={industry} value={industry}>
                  {t(`industries.${industry}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          id="organization-website"
          label={t('settings.website')}
          error={message(errors.website?.message)}
          hint={t('settings.websiteHint')}
        >
          {(describedBy) => (
            <Input
              id="organization-website"
              type="url"
              dir="ltr"
              autoComplete="url"
              placeholder="https://www.example.com"
              aria-invalid={errors.website ? true : undefined}
              aria-describedby={describedBy}
              {...form.register('website', {
                // As in the sign-up: show the address as it will be saved ("https://" added) and check it at once.
                onBlur: (event: { target: { value: string } }) => {
                  const normalized = normalizeWebsite(event.target.value);
                  if (normalized !== event.target.value) form.setValue('website', normalized);
                  void form.trigger('website');
                },
              })}
            />
          )}
        </FormField>
        <FormField
          id="organization-contact-email"
          label={t('settings.contactEmail')}
          error={message(errors.contactEmail?.message)}
        >
          {(describedBy) => (
            <Input
              id="organization-contact-email"
              type="email"
              dir="ltr"
              autoComplete="email"
              aria-invalid={errors.contactEmail ? true : undefined}
              aria-describedby={describedBy}
              {...form.register('contactEmail')}
            />
          )}
        </FormField>
        <FormField
          id="organization-contact-phone"
          label={t('settings.contactPhone')}
          error={message(errors.contactPhone?.message)}
        >
          {(describedBy) => (
            <Input
              id="organization-contact-phone"
              type="tel"
              dir="ltr"
              autoComplete="tel"
              aria-invalid={errors.contactPhone ? true : undefined}
              aria-describedby={describedBy}
              {...form.register('contactPhone')}
            />
          )}
        </FormField>
        <FormField
          id="organization-tax-id"
          label={t('settings.taxId')}
          error={message(errors.taxId?.message)}
          hint={t('settings.taxIdHint')}
        >
          {(describedBy) => (
            <Input
              id="organization-tax-id"
              dir="ltr"
              maxLength={40}
              aria-invalid={errors.taxId ? true : undefined}
              aria-describedby={describedBy}
              {...form.register('taxId')}
            />
          )}
        </FormField>
      </div>
      <AddressFields form={form} />
      {failure === undefined ? null : (
        <Alert variant="destructive">
          <AlertDescription>{message(failure)}</AlertDescription>
        </Alert>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('settings.saving') : t('settings.save')}
        </Button>
      </div>
    </form>
  );
}
