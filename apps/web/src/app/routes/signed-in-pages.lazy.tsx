import { AnalyticsPage, RecentActivityCard, UsersPage } from '@/domains/administration';
import { RequireRole } from '@/domains/identity';
import { PlansPage } from '@/domains/billing';

// The role-guarded screens with the spec's Access Denied texts, loaded with their routes.

export const AnalyticsRoute = () => (
  <RequireRole reason="analytics">
    <AnalyticsPage recentActivity={<RecentActivityCard />} />
  </RequireRole>
);

export const PlansRoute = () => (
  <RequireRole reason="superAdmin">
    <PlansPage />
  </RequireRole>
);

export const UsersRoute = () => (
  <RequireRole reason="moderator">
    <UsersPage />
  </RequireRole>
);
