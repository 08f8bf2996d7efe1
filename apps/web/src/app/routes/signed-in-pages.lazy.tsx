import { RecentActivityCard } from '@/features/admin/components/recent-activity-card';
import { AnalyticsPage } from '@/features/analytics/components/analytics-page';
import { RequireRole } from '@/domains/identity';
import { PlansPage } from '@/domains/billing';
import { UsersPage } from '@/features/users/components/users-page';

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
