import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { AsyncRouteComponent } from '@tanstack/react-router';
import { paths } from '@/config/paths';
import { adminRoute } from './admin';
import { bulkScreeningRoutes } from './bulk-screening';
import { casesRoutes } from './cases';
import { signedInLayoutRoute } from './layouts';
import { profileRoute } from './profile';
import { sanctionsUpdatesRoute } from './sanctions-updates';
import { searchResultsRoute } from './search-results';
import { superAdminRoute } from './super-admin';

// Every screen is its own chunk, fetched when its route is entered (or hovered: defaultPreload 'intent'),
// so the first load carries the shell and one screen rather than the whole app (issue 14, item 9).

const signedInPage = <const TPath extends string>(
  path: TPath,
  component: AsyncRouteComponent<object>,
) => createRoute({ getParentRoute: () => signedInLayoutRoute, path, component });

const screeningPage = lazyRouteComponent(() => import('./screening-page'), 'ScreeningPage');

const guarded = (name: 'AnalyticsRoute' | 'PlansRoute' | 'UsersRoute') =>
  lazyRouteComponent(() => import('./signed-in-pages.lazy'), name);

/** Screens for any signed-in user (spec 2.1 of both documents). */
export const signedInRoutes = [
  signedInPage(paths.screening, screeningPage),
  signedInPage(paths.dashboard, screeningPage),
  profileRoute,
  signedInPage(
    paths.organization,
    lazyRouteComponent(
      () => import('@/features/organization/components/organization-page'),
      'OrganizationPage',
    ),
  ),
  signedInPage(
    paths.organizationSettings,
    lazyRouteComponent(
      () => import('@/features/organization/components/organization-settings-page'),
      'OrganizationSettingsPage',
    ),
  ),
  signedInPage(
    paths.organizationMembers,
    lazyRouteComponent(
      () => import('@/features/organization-members/components/members-page'),
      'MembersPage',
    ),
  ),
  signedInPage(
    paths.organizationReports,
    lazyRouteComponent(
      () => import('@/features/team-report/components/team-report-page'),
      'TeamReportPage',
    ),
  ),
  signedInPage(
    paths.organizationWebhooks,
    lazyRouteComponent(
      () => import('@/features/webhooks/components/webhooks-page'),
      'WebhooksPage',
    ),
  ),
  signedInPage(
    paths.auditTrail,
    lazyRouteComponent(
      () => import('@/domains/administration/audit-trail/components/audit-trail-page'),
      'AuditTrailPage',
    ),
  ),
  signedInPage(
    paths.billing,
    lazyRouteComponent(() => import('@/features/billing/components/billing-page'), 'BillingPage'),
  ),
  sanctionsUpdatesRoute,
  searchResultsRoute,
  ...bulkScreeningRoutes,
  signedInPage(
    paths.monitoring,
    lazyRouteComponent(
      () => import('@/features/monitoring/components/monitoring-page'),
      'MonitoringPage',
    ),
  ),
  ...casesRoutes,
  signedInPage(
    paths.apiKeys,
    lazyRouteComponent(() => import('@/features/api-keys/components/api-keys-page'), 'ApiKeysPage'),
  ),
  signedInPage(
    paths.apiIntegration,
    lazyRouteComponent(
      () => import('@/features/api-integration/components/api-integration-page'),
      'ApiIntegrationPage',
    ),
  ),
];

/** Role-guarded screens with the spec's Access Denied texts. */
export const guardedRoutes = [
  adminRoute,
  signedInPage(paths.analytics, guarded('AnalyticsRoute')),
  superAdminRoute,
  signedInPage(paths.billingPlans, guarded('PlansRoute')),
  signedInPage(paths.users, guarded('UsersRoute')),
];
