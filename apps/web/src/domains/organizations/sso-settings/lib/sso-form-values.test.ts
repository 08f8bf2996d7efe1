import { describe, expect, it } from 'vitest';
import { toSsoFormValues, toSsoSettingsBody } from './sso-form-values';

describe('single sign-on form values', () => {
  it('splits the domains line on commas and spaces, lower-cased, and drops an empty secret', () => {
    expect(
      toSsoSettingsBody({
        issuerUrl: ' https://idp.acme.test ',
        clientId: 'platform',
        clientSecret: '  ',
        domains: 'Acme.test,  acme.ae\nbranch.acme.test',
        defaultRole: 'admin',
        requireSso: true,
      }),
    ).toEqual({
      issuerUrl: 'https://idp.acme.test',
      clientId: 'platform',
      domains: ['acme.test', 'acme.ae', 'branch.acme.test'],
      defaultRole: 'admin',
      requireSso: true,
    });
  });

  it('starts empty without settings, and never fills the secret in', () => {
    expect(toSsoFormValues(null)).toMatchObject({ issuerUrl: '', domains: '', clientSecret: '' });
    expect(
      toSsoFormValues({
        issuerUrl: 'https://idp.acme.test',
        clientId: 'platform',
        hasClientSecret: true,
        domains: ['acme.test', 'acme.ae'],
        defaultRole: 'member',
        requireSso: false,
        redirectUri: 'https://app.test/sso/callback',
        updatedAt: '2026-01-01T00:00:00.000Z',
      }),
    ).toMatchObject({ domains: 'acme.test, acme.ae', clientSecret: '' });
  });
});
