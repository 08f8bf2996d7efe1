import { z } from 'zod';
import { emailSchema, sessionReplySchema } from './auth';

/**
 * Message keys of single sign-on's refusals (ADR 005): the server sends the English text with the key and
 * the web shows the key's text in the reader's language.
 */
export const SSO_MESSAGE_KEYS = [
  'sso.providerUnavailable',
  'sso.providerRefused',
  'sso.stateInvalid',
  'sso.tokenRejected',
  'sso.emailMissing',
  'sso.emailOutsideDomains',
  'sso.accountElsewhere',
  'sso.accountInactive',
  'sso.seatsFull',
  'sso.passwordDisabled',
  'sso.breakGlassNeedsTwoFactor',
  'sso.issuerInvalid',
  'sso.domainClaimed',
  'sso.domainUnproven',
  'sso.domainPublic',
  'sso.secretRequired',
  'sso.ownersOnly',
] as const;
export type SsoMessageKey = (typeof SSO_MESSAGE_KEYS)[number];

/** The English text of each key. */
export const SSO_MESSAGES: Record<SsoMessageKey, string> = {
  'sso.providerUnavailable':
    'Your identity provider cannot be reached right now. Please try again in a few minutes.',
  'sso.providerRefused': 'Your identity provider did not sign you in.',
  'sso.stateInvalid':
    'This single sign-on attempt has expired or was already used. Please sign in again.',
  'sso.tokenRejected':
    'The answer of your identity provider could not be verified, so you were not signed in.',
  'sso.emailMissing': 'Your identity provider did not send a verified e-mail address.',
  'sso.emailOutsideDomains':
    "The e-mail address your identity provider sent is not in your organisation's single sign-on domains.",
  'sso.accountElsewhere':
    'An account with this e-mail address belongs to another organisation. Please contact support.',
  'sso.accountInactive': 'Your account has been deactivated. Please contact your administrator.',
  'sso.seatsFull':
    "Your organisation's plan has no free seat for a new member. Please contact your organisation's owner.",
  'sso.passwordDisabled':
    'Your organisation requires single sign-on: please sign in with your identity provider.',
  'sso.breakGlassNeedsTwoFactor':
    'Your organisation requires single sign-on. Owners may sign in with a password only with two-factor authentication turned on.',
  'sso.issuerInvalid':
    'The issuer URL must be an https:// address of an OpenID Connect provider that answers its discovery document.',
  'sso.domainClaimed': 'This e-mail domain already belongs to another organisation.',
  'sso.domainUnproven':
    'A domain is accepted only when an owner of your organisation has a verified e-mail address in it.',
  'sso.domainPublic':
    'Public e-mail domains (such as gmail.com) cannot be used for single sign-on.',
  'sso.secretRequired': 'Enter the client secret of your identity provider.',
  'sso.ownersOnly': 'Only organisation owners can change single sign-on.',
};

/** The role a member created at their first single sign-on receives; owners are never made this way. */
export const SSO_DEFAULT_ROLES = ['member', 'admin'] as const;
export const ssoDefaultRoleSchema = z.enum(SSO_DEFAULT_ROLES);
export type SsoDefaultRole = z.infer<typeof ssoDefaultRoleSchema>;

const domainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
    'Enter a domain such as example.com',
  );

/** PUT /api/v2/organization/sso body. Without `clientSecret` the stored secret is kept. */
export const ssoSettingsBodySchema = z.object({
  issuerUrl: z.url({ protocol: /^https?$/, message: 'Enter the issuer URL' }).max(500),
  clientId: z.string().trim().min(1, 'Enter the client ID').max(200),
  clientSecret: z.string().min(1).max(500).optional(),
  domains: z
    .array(domainSchema)
    .min(1, 'Enter at least one e-mail domain')
    .max(10, 'At most 10 domains')
    .refine((domains) => new Set(domains).size === domains.length, 'A domain is listed twice'),
  defaultRole: ssoDefaultRoleSchema,
  requireSso: z.boolean(),
});
export type SsoSettingsBody = z.infer<typeof ssoSettingsBodySchema>;

/** An organisation's single sign-on as its owners see it: the secret itself is never sent back. */
export const ssoSettingsSchema = z.object({
  issuerUrl: z.string(),
  clientId: z.string(),
  hasClientSecret: z.boolean(),
  domains: z.array(z.string()),
  defaultRole: ssoDefaultRoleSchema,
  requireSso: z.boolean(),
  /** The redirect URI to register at the identity provider. */
  redirectUri: z.string(),
  updatedAt: z.string(),
});
export type SsoSettings = z.infer<typeof ssoSettingsSchema>;

/** GET/PUT/DELETE /api/v2/organization/sso reply: the settings, or null when none are configured. */
export const ssoSettingsReplySchema = z.object({
  success: z.literal(true),
  data: z.object({ settings: ssoSettingsSchema.nullable(), redirectUri: z.string() }),
});
export type SsoSettingsReply = z.infer<typeof ssoSettingsReplySchema>;

/** POST /api/v2/auth-simple/sso/discover and /sso/start body: the address typed on the sign-in page. */
export const ssoEmailBodySchema = z.object({
  email: emailSchema,
});
export type SsoEmailBody = z.infer<typeof ssoEmailBodySchema>;

/** Whether the address's domain signs in through an identity provider. */
export const ssoDiscoverReplySchema = z.object({
  success: z.literal(true),
  data: z.object({ sso: z.boolean() }),
});
export type SsoDiscoverReply = z.infer<typeof ssoDiscoverReplySchema>;

/** Where to send the browser: the provider's authorization endpoint with state, nonce and PKCE. */
export const ssoStartReplySchema = z.object({
  success: z.literal(true),
  data: z.object({ authorizationUrl: z.string() }),
});
export type SsoStartReply = z.infer<typeof ssoStartReplySchema>;

/** POST /api/v2/auth-simple/sso/complete body: the query string the provider redirected back with. */
export const ssoCompleteBodySchema = z.object({
  callbackQuery: z.string().min(1).max(8192),
});
export type SsoCompleteBody = z.infer<typeof ssoCompleteBodySchema>;

/** A finished single sign-on: a session like a password sign-in's. */
export const ssoCompleteReplySchema = sessionReplySchema;
export type SsoCompleteReply = z.infer<typeof ssoCompleteReplySchema>;

/** The web route the provider redirects back to (registered at the provider as the redirect URI). */
export const SSO_CALLBACK_PATH = '/sso/callback';
