import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { organizationSignupReplySchema, sessionReplySchema } from '@sanctions/contracts';
import type { Account } from './sign-in';
import { E2E_ADMIN } from './sign-in';

const OWNER_PASSWORD = 'Owner-Passw0rd!';

/** An organisation the super admin has approved: on its trial, with its first invoice issued. */
export interface ApprovedOrganization {
  id: string;
  name: string;
  displayName: string;
  owner: Account & { firstName: string; lastName: string };
}

interface OrganizationOptions {
  /** The sign-up language: the owner's e-mails and first interface language. */
  language?: 'en' | 'ar';
  planName?: 'basic' | 'professional';
  billingCycle?: 'monthly' | 'yearly';
  /** The owner's address (default: a unique one at e2e.test). */
  ownerEmail?: string;
}

/** Unique per call: specs never share an organisation, an e-mail address or a receipt number. */
export function uniqueSuffix(): string {
  return `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
}

/** Signs in through the API and returns the access token (for calls the specs make as that user). */
export async function apiToken(request: APIRequestContext, account: Account): Promise<string> {
  const response = await request.post('/api/v2/auth-simple/login', {
    data: { email: account.email, password: account.password },
  });
  expect(response.ok()).toBe(true);
  return sessionReplySchema.parse(await response.json()).data.tokens.accessToken;
}

/**
 * The fast path to a tenant: the public sign-up call (what the wizard posts), then the super admin's
 * approval call (what the Pending Organizations tab posts). onboarding.spec.ts covers both screens.
 */
export async function createApprovedOrganization(
  request: APIRequestContext,
  options: OrganizationOptions = {},
): Promise<ApprovedOrganization> {
  const suffix = uniqueSuffix();
  const name = `Cedar Compliance ${suffix}`;
  const displayName = `Cedar ${suffix}`;
  const owner = {
    email: options.ownerEmail ?? `owner-${suffix}@e2e.test`,
    password: OWNER_PASSWORD,
    firstName: 'Nadia',
    lastName: 'Khoury',
  };
  const created = await request.post('/api/v2/organization/create', {
    // Each applicant from its own address (RFC 5737 documentation range, drawn at random because spec files do not
    // share a counter), see run-e2e.mjs.
    headers: { 'x-forwarded-for': `198.51.100.${1 + Math.floor(Math.random() * 250)}` },
    data: {
      organization: {
        name,
        displayName,
        industry: 'banking',
        contactEmail: `contact-${suffix}@e2e.test`,
        website: 'cedar-compliance.example',
      },
      subscription: {
        planName: options.planName ?? 'basic',
        billingCycle: options.billingCycle ?? 'monthly',
      },
      user: owner,
      language: options.language ?? 'en',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = organizationSignupReplySchema.parse(await created.json()).data.organization;

  const token = await apiToken(request, E2E_ADMIN);
  const approved = await request.post(`/api/v2/admin/organizations/${id}/approve`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  return { id, name, displayName, owner };
}
