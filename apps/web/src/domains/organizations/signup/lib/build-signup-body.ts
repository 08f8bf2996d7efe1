import type { BillingCycle, OrganizationSignupBody, PlanName } from '@sanctions/contracts';
import type { AdminAccount, OrganizationDetails } from './signup-forms';

// The wizard asks for no address; spec 3 says every address part is still sent, empty.
const EMPTY_ADDRESS = { street: '', city: '', state: '', country: '', zipCode: '' };

/**
 * The spec's sign-up payload from the three steps. A wizard run in Arabic adds `language` so the
 * owner's e-mails come in Arabic; in English (the server's default) the payload is exactly the spec's.
 */
export function buildSignupBody(
  planName: PlanName,
  billingCycle: BillingCycle,
  organization: OrganizationDetails,
  user: AdminAccount,
  language: string,
): OrganizationSignupBody {
  return {
    organization: {
      name: organization.name,
      displayName: organization.displayName,
      description: organization.description,
      industry: organization.industry,
      contactEmail: organization.contactEmail,
      contactPhone: organization.contactPhone,
      website: organization.website,
      address: EMPTY_ADDRESS,
    },
    subscription: { planName, billingCycle },
    user: {
      email: user.email,
      password: user.password,
      firstName: user.firstName,
      lastName: user.lastName,
    },
    ...(language === 'ar' ? { language: 'ar' } : {}),
  };
}
