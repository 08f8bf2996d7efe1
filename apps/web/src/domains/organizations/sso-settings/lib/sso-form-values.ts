import type { SsoDefaultRole, SsoSettings, SsoSettingsBody } from '@sanctions/contracts';

/** The form's fields: domains typed as one comma-separated line. */
export interface SsoFormValues {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  domains: string;
  defaultRole: SsoDefaultRole;
  requireSso: boolean;
}

export function toSsoFormValues(settings: SsoSettings | null): SsoFormValues {
  return {
    issuerUrl: settings?.issuerUrl ?? '',
    clientId: settings?.clientId ?? '',
    clientSecret: '',
    domains: settings?.domains.join(', ') ?? '',
    defaultRole: settings?.defaultRole ?? 'member',
    requireSso: settings?.requireSso ?? false,
  };
}

/** The PUT body: domains split on commas and spaces; an empty secret keeps the stored one. */
export function toSsoSettingsBody(values: SsoFormValues): SsoSettingsBody {
  const secret = values.clientSecret.trim();
  return {
    issuerUrl: values.issuerUrl.trim(),
    clientId: values.clientId.trim(),
    ...(secret === '' ? {} : { clientSecret: secret }),
    domains: values.domains
      .split(/[\s,]+/)
      .map((domain) => domain.trim().toLowerCase())
      .filter((domain) => domain !== ''),
    defaultRole: values.defaultRole,
    requireSso: values.requireSso,
  };
}
