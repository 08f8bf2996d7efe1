import { createRoute } from '@tanstack/react-router';
import { paths } from '@/config/paths';
import { RecentActivityCard } from '@/features/admin/components/recent-activity-card';
import { AnalyticsPage } from '@/features/analytics/components/analytics-page';
import { ApiIntegrationPage } from '@/features/api-integration/components/api-integration-page';
import { ApiKeysPage } from '@/features/api-keys/components/api-keys-page';
import { RequireRole } from '@/features/auth/components/require-role';
import { BillingPage } from '@/features/billing/components/billing-page';
import { OrganizationPage } from '@/features/organization/components/organization-page';
import { OrganizationSettingsPage } from '@/features/organization/components/organization-settings-page';
import { MembersPage } from '@/features/organization-members/components/members-page';
import { PlansPage } from '@/features/plan-management/components/plans-page';
import { SanctionsUpdatesPage } from '@/features/sanctions-updates/components/sanctions-updates-page';
import { UsersPage } from '@/features/users/components/users-page';
import { adminRoute } from './admin';
import { bulkScreeningRoutes } from './bulk-screening';
import { signedInLayoutRoute } from './layouts';
import { profileRoute } from './profile';
import { ScreeningPage } from './screening-page';
import { searchResultsRoute } from './search-results';
import { superAdminRoute } from './super-admin';

const signedInPage = <const TPath extends string>(
  path: TPath,
  component: () => React.JSX.Element,
) => createRoute({ getParentRoute: () => signedInLayoutRoute, path, component });

/** Screens for any signed-in user (spec 2.1 of both documents). */
export const signedInRoutes = [
  signedInPage(paths.screening, ScreeningPage),
  signedInPage(paths.dashboard, ScreeningPage),
  profileRoute,
  signedInPage(paths.organization, OrganizationPage),
  signedInPage(paths.organizationSettings, OrganizationSettingsPage),
  signedInPage(paths.organizationMembers, MembersPage),
  signedInPage(paths.billing, BillingPage),
  signedInPage(paths.sanctionsUpdates, SanctionsUpdatesPage),
  searchResultsRoute,
  ...bulkScreeningRoutes,
  signedInPage(paths.apiKeys, ApiKeysPage),
  signedInPage(paths.apiIntegration, ApiIntegrationPage),
];

/** Role-guarded screens with the spec's Access Denied texts. */
export const guardedRoutes = [
  adminRoute,
  signedInPage(paths.analytics, () => (
    <RequireRole reason="analytics">
      <AnalyticsPage recentActivity={<RecentActivityCard />} />
    </RequireRole>
  )),
  superAdminRoute,
  signedInPage(paths.billingPlans, () => (
    <RequireRole reason="superAdmin">
      <PlansPage />
    </RequireRole>
  )),
  signedInPage(paths.users, () => (
    <RequireRole reason="moderator">
      <UsersPage />
    </RequireRole>
  )),
];
