import type { BillingCycle } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { createNotification } from '../../notifications';
import { enqueueEmail } from '../../../lib/mail/enqueue-email';
import type { EmailLanguage } from '../../../lib/mail/email-messages';
import { providerTeamRecipients } from '../../../lib/mail/recipients';
import type { OrganizationRow, PlanRow, UserRow } from './organization-signup.queries';

/** Where the provider team reviews applications (the admin console's Pending Organizations tab). */
export const PENDING_ORGANIZATIONS_PATH = '/admin?tab=pending-organizations';

export interface Application {
  organization: OrganizationRow;
  owner: UserRow;
  ownerLanguage: EmailLanguage;
  plan: PlanRow;
  billingCycle: BillingCycle;
  publicUrl: string;
  now: Date;
}

/**
 * Tells the applicant the application is in (review takes 1-2 business days) and every super admin that
 * one awaits review, by e-mail and in-app notification. Inside the sign-up transaction: queued, never sent
 * from the request.
 */
export async function announceApplication(db: DbOrTx, application: Application): Promise<void> {
  const { organization, owner, plan } = application;
  await enqueueEmail(db, {
    to: owner.email,
    language: application.ownerLanguage,
    template: 'organization-application-submitted',
    params: { firstName: owner.firstName, organizationName: organization.displayName },
  });
  for (const admin of await providerTeamRecipients(db)) {
    await enqueueEmail(db, {
      to: admin.email,
      language: admin.language,
      template: 'organization-application-received',
      params: {
        organizationName: organization.displayName,
        ownerName: `${owner.firstName} ${owner.lastName}`,
        ownerEmail: owner.email,
        planName: plan.displayName,
        billingCycle: application.billingCycle,
        reviewUrl: `${application.publicUrl}${PENDING_ORGANIZATIONS_PATH}`,
      },
    });
    await createNotification(
      db,
      admin.userId,
      {
        title: 'New organization application',
        message: `${organization.displayName} applied for the ${plan.displayName} plan and awaits your review.`,
        localized: {
          key: 'organizations.applicationReceived',
          params: { organization: organization.displayName, plan: plan.displayName },
        },
        action: { label: 'Review applications', href: PENDING_ORGANIZATIONS_PATH },
      },
      { at: application.now },
    );
  }
}
