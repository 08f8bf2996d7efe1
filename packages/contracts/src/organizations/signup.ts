import { z } from 'zod';
import { safeText } from '../text';
import { emailSchema, strongPasswordSchema } from '../auth';
import { billingCycleSchema, planNameSchema } from './plans';

/** Industries offered in the sign-up wizard (spec 3, "Sign-up payload"). */
export const INDUSTRIES = [
  'banking',
  'finance',
  'insurance',
  'legal',
  'consulting',
  'government',
  'other',
] as const;
export const industrySchema = z.enum(INDUSTRIES);
export type Industry = z.infer<typeof industrySchema>;

export const INVALID_WEBSITE_MESSAGE = 'Invalid website URL';
export const ORGANIZATION_NAME_REQUIRED = 'Organization name is required';
export const DISPLAY_NAME_REQUIRED = 'Display name is required';
export const FIRST_NAME_REQUIRED = 'First name is required';
export const LAST_NAME_REQUIRED = 'Last name is required';
/** Fallback text when the sign-up reply carries no message (spec 8). */
export const SIGNUP_FAILED_MESSAGE = 'Failed to create organization';
/** 409 of the sign-up when another organisation already has this name (names are unique regardless of case). */
export const ORGANIZATION_NAME_TAKEN_MESSAGE = 'An organization with this name already exists';
/** 409 of the sign-up when an account already uses the owner's e-mail address. */
export const OWNER_EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';
/** Reply message of a successful sign-up; the sign-in page shows it too. */
export const SIGNUP_SUBMITTED_MESSAGE =
  'Your application has been submitted for review. You will receive an e-mail once it is approved (usually within 1-2 business days).';

/**
 * The wizard's website rule: blank stays blank; text not starting with "http" gets "https://" in front;
 * the result must be an http(s) URL with a dotted host, otherwise "Invalid website URL".
 */
export function normalizeWebsite(input: string): string {
  const trimmed = input.trim();
  if (trimmed === '') return '';
  return /^http/i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

function isWebsiteUrl(value: string): boolean {
  if (value === '') return true;
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
}

const optionalText = (max: number) => safeText().trim().max(max).optional().default('');

export const websiteSchema = z
  .string()
  .max(300, INVALID_WEBSITE_MESSAGE)
  .transform(normalizeWebsite)
  .refine(isWebsiteUrl, INVALID_WEBSITE_MESSAGE);

/** Phone as typed: digits, spaces and + ( ) - . only; blank allowed. */
export const phoneSchema = z
  .string()
  .trim()
  .max(40, 'Invalid phone number')
  .regex(/^[+\d\s().-]*$/, 'Invalid phone number');

export const organizationAddressSchema = z.object({
  street: optionalText(200),
  city: optionalText(100),
  state: optionalText(100),
  country: optionalText(100),
  zipCode: optionalText(20),
});

/** Step 2 of the wizard: the organisation. */
export const signupOrganizationSchema = z.object({
  name: safeText().trim().min(1, ORGANIZATION_NAME_REQUIRED).max(200),
  displayName: safeText().trim().min(1, DISPLAY_NAME_REQUIRED).max(200),
  description: safeText({ multiline: true, strip: true }).trim().max(1000).optional().default(''),
  industry: z
    .union([industrySchema, z.literal('')])
    .optional()
    .default(''),
  contactEmail: emailSchema,
  contactPhone: phoneSchema.optional().default(''),
  website: websiteSchema.optional().default(''),
  address: organizationAddressSchema.optional().default({
    street: '',
    city: '',
    state: '',
    country: '',
    zipCode: '',
  }),
});
export type SignupOrganization = z.input<typeof signupOrganizationSchema>;

/** Step 3: the owner's account. */
export const signupUserSchema = z.object({
  firstName: safeText().trim().min(1, FIRST_NAME_REQUIRED).max(100),
  lastName: safeText().trim().min(1, LAST_NAME_REQUIRED).max(100),
  email: emailSchema,
  password: strongPasswordSchema,
});
export type SignupUser = z.input<typeof signupUserSchema>;

/** Languages the sign-up wizard runs in; the owner's e-mails and preferences start in that language. */
export const SIGNUP_LANGUAGES = ['en', 'ar'] as const;

/** POST /api/v2/organization/create body (no sign-in). */
export const organizationSignupBodySchema = z.object({
  organization: signupOrganizationSchema,
  subscription: z.object({ planName: planNameSchema, billingCycle: billingCycleSchema }),
  user: signupUserSchema,
  /** The wizard's interface language (default English): the owner's e-mails are written in it. */
  language: z.enum(SIGNUP_LANGUAGES).optional(),
});
export type OrganizationSignupBody = z.input<typeof organizationSignupBodySchema>;

export const organizationSignupReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    organization: z.object({ id: z.uuid(), name: z.string(), status: z.literal('pending') }),
  }),
});
export type OrganizationSignupReply = z.infer<typeof organizationSignupReplySchema>;

/** Login refusal while the owner's organisation awaits review (403, code ORGANIZATION_PENDING). */
export const ORGANIZATION_PENDING_MESSAGE =
  'Your organization application is under review. Approval usually takes 1-2 business days; we will e-mail you once it is approved.';
/** Login refusal after rejection (403, code ORGANIZATION_REJECTED); the reason follows. */
export const ORGANIZATION_REJECTED_MESSAGE = 'Your organization application was rejected';
