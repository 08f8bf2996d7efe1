import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { AsyncRouteComponent } from '@tanstack/react-router';
import { paths } from '@/config/paths';
import { loadAuditTrailPage } from '@/domains/administration';
import { loadBillingPage } from '@/domains/billing';
import { loadMonitoringPage } from '@/domains/cases';
import { loadApiIntegrationPage, loadApiKeysPage } from '@/domains/identity';
import { loadWebhooksPage } from '@/domains/notifications';
import {
  loadMembersPage,
  loadOrganizationPage,
  loadOrganizationSettingsPage,
  loadTeamReportPage,
  loadWatchlistsPage,
} from '@/domains/organizations';
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
  signedInPage(paths.organization, lazyRouteComponent(loadOrganizationPage, 'OrganizationPage')),
  signedInPage(
    paths.organizationSettings,
    lazyRouteComponent(loadOrganizationSettingsPage, 'OrganizationSettingsPage'),
  ),
  signedInPage(paths.organizationMembers, lazyRouteComponent(loadMembersPage, 'MembersPage')),
  signedInPage(paths.organizationReports, lazyRouteComponent(loadTeamReportPage, 'TeamReportPage')),
  signedInPage(
    paths.organizationWatchlists,
    lazyRouteComponent(loadWatchlistsPage, 'WatchlistsPage'),
  ),
  signedInPage(paths.organizationWebhooks, lazyRouteComponent(loadWebhooksPage, 'WebhooksPage')),
  signedInPage(paths.auditTrail, lazyRouteComponent(loadAuditTrailPage, 'AuditTrailPage')),
  signedInPage(paths.billing, lazyRouteComponent(loadBillingPage, 'BillingPage')),
  sanctionsUpdatesRoute,
  searchResultsRoute,
  ...bulkScreeningRoutes,
  signedInPage(paths.monitoring, lazyRouteComponent(loadMonitoringPage, 'MonitoringPage')),
  ...casesRoutes,
  signedInPage(paths.apiKeys, lazyRouteComponent(loadApiKeysPage, 'ApiKeysPage')),
  signedInPage(
    paths.apiIntegration,
    lazyRouteComponent(loadApiIntegrationPage, 'ApiIntegrationPage'),
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
