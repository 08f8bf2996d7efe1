import type { OrganizationSettingsBody } from '@sanctions/contracts';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import type { OrganizationSettings } from '@sanctions/contracts';
import { ADDRESS_FIELDS } from '../lib/settings-form-values';
import { useOrganizationMessage } from '../lib/organization-messages';

const AUTOCOMPLETE = {
  street: 'street-address',
  city: 'address-level2',
  state: 'address-level1',
  country: 'country-name',
  zipCode: 'postal-code',
} as const;

interface AddressFieldsProps {
  form: UseFormReturn<OrganizationSettingsBody, unknown, OrganizationSettings>;
}

/** The organisation's postal address (every part optional), as a group of the settings form. */
export function AddressFields({ form }: AddressFieldsProps) {
  const { t } = useTranslation('organization');
  const message = useOrganizationMessage();
  const errors = form.formState.errors.address;
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 text-sm font-semibold">{t('settings.address')}</legend>
      <div className="grid gap-4 md:grid-cols-2">
        {ADDRESS_FIELDS.map((part) => {
          const id = `organization-address-${part}`;
          return (
            <FormField
              key={part}
              id={id}
              label={t(`settings.${part}`)}
              error={message(errors?.[part]?.message)}
            >
              {(describedBy) => (
                <Input
                  id={id}
                  autoComplete={AUTOCOMPLETE[part]}
                  aria-describedby={describedBy}
                  {...form.register(`address.${part}`)}
                />
              )}
            </FormField>
          );
        })}
      </div>
    </fieldset>
  );
}
