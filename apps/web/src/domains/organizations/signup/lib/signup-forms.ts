import { PASSWORDS_DONT_MATCH_MESSAGE, signupUserSchema } from '@sanctions/contracts';
import type { signupOrganizationSchema } from '@sanctions/contracts';
import { z } from 'zod';

/** The organisation step as typed (input) and as validated (output, website normalised, address empty). */
export type OrganizationFormValues = z.input<typeof signupOrganizationSchema>;
export type OrganizationDetails = z.output<typeof signupOrganizationSchema>;
// The spec's wording on the profile page's password change.
const CONFIRM_PASSWORD_REQUIRED = 'Please confirm your password';

/**
 * The owner's account as the wizard asks for it: the password twice (a typo would lock the owner out of
 * an account they have never used). The confirmation stays in the browser; the body sends one password.
 */
export const adminAccountFormSchema = signupUserSchema
  .extend({ confirmPassword: z.string().min(1, CONFIRM_PASSWORD_REQUIRED) })
  .refine((account) => account.password === account.confirmPassword, {
    message: PASSWORDS_DONT_MATCH_MESSAGE,
    path: ['confirmPassword'],
  });
export type AdminAccountFormValues = z.input<typeof adminAccountFormSchema>;
export type AdminAccount = z.output<typeof adminAccountFormSchema>;

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

export const ADMIN_ACCOUNT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'password',
  'confirmPassword',
] as const;
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
  confirmPassword: '',
};
