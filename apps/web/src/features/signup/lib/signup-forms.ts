import type { signupOrganizationSchema, signupUserSchema } from '@sanctions/contracts';
import type { z } from 'zod';

/** The organisation step as typed (input) and as validated (output, website normalised, address empty). */
export type OrganizationFormValues = z.input<typeof signupOrganizationSchema>;
export type OrganizationDetails = z.output<typeof signupOrganizationSchema>;
export type AdminAccountFormValues = z.input<typeof signupUserSchema>;
export type AdminAccount = z.output<typeof signupUserSchema>;

export const ORGANIZATION_FIELDS = [
  'name',
  'displayName',
  'description',
  'industry',
  'contactEmail',
  'contactPhone',
  'website',
] as const;
export type OrganizationField = (typeof ORGANIZATION_FIELDS)[number];

export const ADMIN_ACCOUNT_FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;
export type AdminAccountField = (typeof ADMIN_ACCOUNT_FIELDS)[number];

export const EMPTY_ORGANIZATION: OrganizationFormValues = {
  name: '',
  displayName: '',
  description: '',
  industry: '',
  contactEmail: '',
  contactPhone: '',
  website: '',
};

export const EMPTY_ADMIN_ACCOUNT: AdminAccountFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
};
