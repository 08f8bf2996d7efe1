import { ORGANIZATION_APPROVED_MESSAGE, TRIAL_DAYS } from '@sanctions/contracts';
import type { OrganizationDecisionReply } from '@sanctions/contracts';
import type { Db, DbOrTx } from '../../../db/client';
import { recordAudit } from '../../administration';
import { issuePeriodInvoice } from '../../billing';
import { enqueueEmail } from '../../../lib/mail/enqueue-email';
import { userEmailLanguage } from '../../../lib/mail/recipients';
import { createNotification } from '../../notifications';
import type { RequestOrigin } from '../../../lib/request-origin';
import { officeAddressFor } from '../../billing';
import { readOfficeAddress } from '../../billing';
import { notPendingError } from './not-pending-error';
import {
  approvePendingOrganization,
  findOwner,
  findSubscription,
  startTrial,
} from './organization-approval.queries';
import type { OrganizationRow } from './organization-approval.queries';

const DAY_MS = 24 * 60 * 60 * 1000;

type Subscription = Awaited<ReturnType<typeof findSubscription>>;

/** What the owner pays at the office for the first period after the trial (0 for custom pricing). */
function amountDueCents(subscription: Subscription): number {
  if (!subscription) return 0;
  return subscription.billingCycle === 'yearly'
    ? subscription.plan.yearlyPrice
    : subscription.plan.monthlyPrice;
}

/** E-mails the owner the trial end and how to pay, and leaves an in-app notification for the first sign-in. */
async function tellOwner(
  db: DbOrTx,
  input: {
    owner: NonNullable<Awaited<ReturnType<typeof findOwner>>>;
    organization: OrganizationRow;
    subscription: Subscription;
    trialEnd: Date;
    now: Date;
    publicUrl: string;
  },
): Promise<void> {
  const { owner, organization, subscription } = input;
  const trialEndDate = input.trialEnd.toISOString().slice(0, 10);
  const language = await userEmailLanguage(db, owner.id);
  const { officeAddress } = await readOfficeAddress(db);
  await enqueueEmail(db, {
    to: owner.email,
    language,
    template: 'organization-approved',
    params: {
      firstName: owner.firstName,
      organizationName: organization.displayName,
      planName: subscription?.plan.displayName ?? '',
      trialEndDate,
      amountDueCents: amountDueCents(subscription),
      billingCycle: subscription?.billingCycle ?? 'monthly',
      signInUrl: `${input.publicUrl}/`,
      // The office the owner pays at, as the super admins configured it (issue 23 §6).
      officeAddress: officeAddressFor(officeAddress, language),
    },
  });
  await createNotification(
    db,
    owner.id,
    {
      title: 'Organization approved',
      message: `${organization.displayName} is approved and its free trial runs until ${trialEndDate}. To continue after the trial, pay the subscription in cash at our office.`,
      type: 'success',
      localized: {
        key: 'organizations.approved',
        params: { organization: organization.displayName, trialEnd: trialEndDate },
      },
      action: { label: 'View organization', href: '/organization' },
    },
    { at: input.now },
  );
}

export interface DecisionDeps {
  db: Db;
  now: () => Date;
  /** `env.PUBLIC_URL`, without a trailing slash. */
  publicUrl: string;
}

export interface Decision {
  organizationId: string;
  /** The super admin deciding. */
  actorId: string;
  origin: RequestOrigin;
}

/**
 * Approves a pending application (spec organizations-billing-admin 4): the organisation becomes approved,
 * its {@link TRIAL_DAYS}-day trial starts now, and the owner is e-mailed the trial end and the amount to
 * pay at the office, and notified in-app. One transaction, audited with who decided and when.
 */
export async function approveOrganization(
  deps: DecisionDeps,
  decision: Decision,
): Promise<OrganizationDecisionReply> {
  const now = deps.now();
  const trialEnd = new Date(now.getTime() + TRIAL_DAYS * DAY_MS);
  return deps.db.transaction(async (tx) => {
    const organization = await approvePendingOrganization(tx, decision.organizationId, {
      approvedBy: decision.actorId,
      now,
    });
    if (!organization) throw await notPendingError(tx, decision.organizationId);
    const subscription = await findSubscription(tx, organization.id);
    if (subscription) await startTrial(tx, subscription.id, { now, trialEnd });
    // The first paid period follows the trial and is invoiced now, due when the trial ends (ADR 009).
    const firstInvoice = subscription
      ? await issuePeriodInvoice(tx, {
          subscriptionId: subscription.id,
          plan: subscription.plan,
          billingCycle: subscription.billingCycle,
          periodStart: trialEnd,
          at: now,
          publicUrl: deps.publicUrl,
        })
      : null;
    const owner = await findOwner(tx, organization.id);
    await recordAudit(tx, {
      userId: owner?.id ?? null,
      actorId: decision.actorId,
      organizationId: organization.id,
      action: 'organization_approved',
      details: {
        organizationName: organization.name,
        ownerId: owner?.id ?? null,
        statusBefore: 'pending',
        statusAfter: 'approved',
        planName: subscription?.plan.name ?? null,
        trialEnd: trialEnd.toISOString(),
        firstInvoiceNumber: firstInvoice?.invoiceNumber ?? null,
        firstInvoiceTotal: firstInvoice?.total ?? null,
      },
      ip: decision.origin.ip,
      userAgent: decision.origin.userAgent,
      at: now,
    });
    if (owner) {
      await tellOwner(tx, {
        owner,
        organization,
        subscription,
        trialEnd,
        now,
        publicUrl: deps.publicUrl,
      });
    }
    return {
      success: true as const,
      message: ORGANIZATION_APPROVED_MESSAGE,
      data: {
        organization: {
          id: organization.id,
          status: 'approved' as const,
          trialEnd: trialEnd.toISOString(),
        },
      },
    };
  });
}
