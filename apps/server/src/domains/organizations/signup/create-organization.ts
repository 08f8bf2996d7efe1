import type { z } from 'zod';
import { DEFAULT_PREFERENCES, SIGNUP_SUBMITTED_MESSAGE } from '@sanctions/contracts';
import type { OrganizationSignupReply, organizationSignupBodySchema } from '@sanctions/contracts';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { recordAudit } from '../../administration';
import { issueEmailVerification } from '../../identity';
import { hashPassword } from '../../../lib/password';
import type { RequestOrigin } from '../../../lib/request-origin';
import { isUniqueViolation } from '../../../lib/unique-violation';
import { announceApplication } from './announce-application';
import {
  findActivePlanByName,
  hasAccountWithEmail,
  hasOrganizationNamed,
  insertOrganization,
  insertPreferences,
  insertSubscription,
  insertUser,
} from './organization-signup.queries';
import { memberLimitsFor } from '../shared/member-limits';

/** The sign-up body after the contract's parsing (trimmed, website normalised, defaults filled). */
export type OrganizationSignupInput = z.output<typeof organizationSignupBodySchema>;

export interface SignupDeps {
  db: Db;
  now: () => Date;
  /** `env.PUBLIC_URL`, without a trailing slash. */
  publicUrl: string;
}

export const DUPLICATE_EMAIL_MESSAGE = 'An account with this email already exists';
export const DUPLICATE_ORGANIZATION_MESSAGE = 'An organization with this name already exists';
const DUPLICATE_SIGNUP_MESSAGE = 'An account or organization with these details already exists';
export const PLAN_UNAVAILABLE_MESSAGE = 'This plan is not available';

const blankToNull = (value: string): string | null => (value === '' ? null : value);

async function assertNoDuplicate(db: Db, email: string, organizationName: string): Promise<void> {
  if (await hasAccountWithEmail(db, email)) throw new AppError('CONFLICT', DUPLICATE_EMAIL_MESSAGE);
  if (await hasOrganizationNamed(db, organizationName))
    throw new AppError('CONFLICT', DUPLICATE_ORGANIZATION_MESSAGE);
}

/**
 * Self-service sign-up (spec organizations-billing-admin 2-4): in one transaction the organisation
 * (pending), its subscription request and the owner, the audit row, the owner's verification link and the
 * e-mails and notifications announcing the application. The owner cannot sign in until a super admin
 * approves; the subscription waits as `trial` with no dates, which approval sets (the trial runs from
 * approval, not from the application).
 */
export async function createOrganization(
  deps: SignupDeps,
  body: OrganizationSignupInput,
  origin: RequestOrigin,
): Promise<OrganizationSignupReply> {
  const now = deps.now();
  const email = body.user.email.toLowerCase();
  const language = body.language ?? 'en';
  const plan = await findActivePlanByName(deps.db, body.subscription.planName);
  if (!plan) {
    throw new AppError('VALIDATION_FAILED', PLAN_UNAVAILABLE_MESSAGE, {
      issues: [{ path: ['subscription', 'planName'], message: PLAN_UNAVAILABLE_MESSAGE }],
    });
  }
  // Checked before hashing: a duplicate should not cost an Argon2id hash.
  await assertNoDuplicate(deps.db, email, body.organization.name);
  const passwordHash = await hashPassword(body.user.password);

  try {
    const organization = await deps.db.transaction(async (tx) => {
      const details = body.organization;
      const created = await insertOrganization(tx, {
        name: details.name,
        displayName: details.displayName,
        description: blankToNull(details.description),
        industry: blankToNull(details.industry),
        contactEmail: details.contactEmail,
        contactPhone: blankToNull(details.contactPhone),
        website: blankToNull(details.website),
        address: details.address,
        status: 'pending',
        createdAt: now,
        updatedAt: now,
      });
      await insertSubscription(tx, {
        organizationId: created.id,
        planId: plan.id,
        status: 'trial',
        billingCycle: body.subscription.billingCycle,
        createdAt: now,
        updatedAt: now,
      });
      const owner = await insertUser(tx, {
        organizationId: created.id,
        organizationRole: 'owner',
        role: 'user',
        ...memberLimitsFor(plan.maxSearchesPerMonth),
        email,
        password: passwordHash,
        firstName: body.user.firstName,
        lastName: body.user.lastName,
        isVerified: false,
        passwordChangedAt: now,
        createdAt: now,
        updatedAt: now,
      });
      if (body.language !== undefined) {
        await insertPreferences(tx, {
          userId: owner.id,
          preferences: { ...DEFAULT_PREFERENCES, language },
          createdAt: now,
          updatedAt: now,
        });
      }
      await recordAudit(tx, {
        userId: owner.id,
        organizationId: created.id,
        action: 'organization_signup',
        details: {
          organizationName: created.name,
          planName: plan.name,
          billingCycle: body.subscription.billingCycle,
        },
        ip: origin.ip,
        userAgent: origin.userAgent,
        at: now,
      });
      await issueEmailVerification(tx, {
        userId: owner.id,
        email,
        firstName: owner.firstName,
        language,
        publicUrl: deps.publicUrl,
        now,
        ip: origin.ip,
        userAgent: origin.userAgent,
      });
      await announceApplication(tx, {
        organization: created,
        owner,
        ownerLanguage: language,
        plan,
        billingCycle: body.subscription.billingCycle,
        publicUrl: deps.publicUrl,
        now,
      });
      return created;
    });
    return {
      success: true,
      message: SIGNUP_SUBMITTED_MESSAGE,
      data: { organization: { id: organization.id, name: organization.name, status: 'pending' } },
    };
  } catch (error) {
    // A simultaneous sign-up with the same e-mail or name committed first: the unique index refused this
    // one and the transaction left nothing behind; answer the same 409 as the check above.
    if (isUniqueViolation(error)) {
      await assertNoDuplicate(deps.db, email, body.organization.name);
      throw new AppError('CONFLICT', DUPLICATE_SIGNUP_MESSAGE);
    }
    throw error;
  }
}
