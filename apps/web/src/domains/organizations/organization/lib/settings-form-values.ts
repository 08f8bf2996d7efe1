import { industrySchema } from '@sanctions/contracts';
import type { OrganizationProfile, OrganizationSettingsBody } from '@sanctions/contracts';

/** Every field the settings form edits, as typed (the contract's input shape, nothing optional). */
export type SettingsFormValues = Required<OrganizationSettingsBody> & {
  address: Required<NonNullable<OrganizationSettingsBody['address']>>;
};

export const SETTINGS_FIELDS = [
  'displayName',
  'description',
  'industry',
  'contactEmail',
  'contactPhone',
  'website',
  'taxId',
] as const;
export type SettingsField = (typeof SETTINGS_FIELDS)[number];

export const ADDRESS_FIELDS = ['street', 'city', 'state', 'country', 'zipCode'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** The form's starting values: the organisation as stored, blanks for what it lacks. */
export function toSettingsFormValues(organization: OrganizationProfile): SettingsFormValues {
  const industry = industrySchema.safeParse(organization.industry);
  return {
    displayName: organization.displayName,
    description: organization.description ?? '',
    industry: industry.success ? industry.data : '',
    contactEmail: organization.contactEmail,
    contactPhone: organization.contactPhone ?? '',
    website: organization.website ?? '',
    taxId: organization.taxId ?? '',
    address: { ...organization.address },
  };
}

/** The form field a server issue path names (`['website']`, `['address', 'city']`), if any. */
export function settingsFieldOf(
  path: readonly (string | number)[],
): SettingsField | `address.${AddressField}` | null {
  const [first, second] = path;
  const field = SETTINGS_FIELDS.find((candidate) => candidate === first);
  if (field !== undefined) return field;
  if (first !== 'address') return null;
  const part = ADDRESS_FIELDS.find((candidate) => candidate === second);
  return part === undefined ? null : `address.${part}`;
}
