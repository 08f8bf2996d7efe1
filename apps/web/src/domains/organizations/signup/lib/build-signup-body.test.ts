import { describe, expect, it } from 'vitest';
import { buildSignupBody } from './build-signup-body';

const organization = {
  name: 'Acme',
  displayName: 'Acme',
  description: '',
  industry: '' as const,
  contactEmail: 'ops@acme.example',
  contactPhone: '',
  website: '',
  address: { street: 'ignored', city: '', state: '', country: '', zipCode: '' },
};
const user = {
  firstName: 'Layla',
  lastName: 'Haddad',
  email: 'l@acme.example',
  password: 'x',
  confirmPassword: 'x',
};

describe('buildSignupBody', () => {
  it('sends every address part empty and no language in English', () => {
    const body = buildSignupBody('basic', 'monthly', organization, user, 'en');
    expect(body.organization.address).toEqual({
      street: '',
      city: '',
      state: '',
      country: '',
      zipCode: '',
    });
    expect(body).not.toHaveProperty('language');
  });

  it('names Arabic so the owner is written to in Arabic', () => {
    expect(buildSignupBody('basic', 'yearly', organization, user, 'ar')).toMatchObject({
      subscription: { planName: 'basic', billingCycle: 'yearly' },
      language: 'ar',
    });
  });
});
