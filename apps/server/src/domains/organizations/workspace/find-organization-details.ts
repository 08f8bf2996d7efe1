import { ORGANIZATION_DETAILS_NO_ORGANIZATION, canManageOrganization } from '@sanctions/contracts';
import type { OrganizationDetails, SessionUser } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import {
  countActiveMembers,
  findCurrentSubscription,
  findOrganization,
  sumOrganizationUsage,
} from './organization-workspace.queries';
import { toOrganizationProfile, toPlanView, toSubscriptionView } from './to-organization-views';
import { utcMonthOf } from './usage-month';

export type WorkspaceViewer = Pick<SessionUser, 'organizationId' | 'organizationRole'>;

/** The caller's organisation id; a standalone user has none and gets 404 "No organization". */
export function requireOrganizationId(viewer: WorkspaceViewer): string {
  if (viewer.organizationId === null)
    throw new AppError('NOT_FOUND', ORGANIZATION_DETAILS_NO_ORGANIZATION);
  return viewer.organizationId;
}

/**
 * The organisation dashboard's data for the caller's own organisation: its details, current subscription
 * and plan, and usage this UTC month against the plan's limits. Every figure is read from stored rows.
 */
export async function findOrganizationDetails(
  db: DbOrTx,
  viewer: WorkspaceViewer,
  now: Date,
): Promise<OrganizationDetails> {
  const organizationId = requireOrganizationId(viewer);
  const organization = await findOrganization(db, organizationId);
  if (organization === undefined)
    throw new AppError('NOT_FOUND', ORGANIZATION_DETAILS_NO_ORGANIZATION);
  const month = utcMonthOf(now);
  const [current, currentUsers, monthly] = await Promise.all([
    findCurrentSubscription(db, organizationId),
    countActiveMembers(db, organizationId),
    sumOrganizationUsage(db, organizationId, { from: month.start, to: month.end }),
  ]);
  const organizationRole = viewer.organizationRole ?? 'member';
  return {
    organization: toOrganizationProfile(organization),
    subscription: current === undefined ? null : toSubscriptionView(current),
    plan: current === undefined ? null : toPlanView(current.plan),
    usage: {
      usage: {
        currentUsers,
        monthlySearches: monthly.searches,
        monthlyApiCalls: monthly.apiCalls,
      },
      limits: {
        maxUsers: current?.plan.maxUsers ?? null,
        maxSearchesPerMonth: current?.plan.maxSearchesPerMonth ?? null,
        maxApiCalls: current?.plan.maxApiCalls ?? null,
      },
      period: month,
    },
    viewer: { organizationRole, canManage: canManageOrganization(organizationRole) },
  };
}
