import { createRoute, useNavigate } from '@tanstack/react-router';
import { paths } from '@/config/paths';
import { AdminPage } from '@/features/admin/components/admin-page';
import { RecentActivityCard } from '@/features/admin/components/recent-activity-card';
import { adminSearchSchema } from '@/features/admin/lib/admin-tabs';
import { AnalyticsDashboard } from '@/features/analytics/components/analytics-dashboard';
import { RequireRole } from '@/features/auth/components/require-role';
import { UserManagement } from '@/features/users/components/user-management';
import { signedInLayoutRoute } from './layouts';

function AdminRoute() {
  const { tab } = adminRoute.useSearch();
  const navigate = useNavigate();
  return (
    <RequireRole reason="admin">
      <AdminPage
        tab={tab}
        usersPanel={<UserManagement />}
        analyticsPanel={<AnalyticsDashboard recentActivity={<RecentActivityCard />} />}
        onTabChange={(next) =>
          void navigate({ to: paths.admin, search: { tab: next }, replace: true })
        }
      />
    </RequireRole>
  );
}

/** /admin?tab=pendingOrganizations|users|analytics|settings (spec 2): admin or super admin only. */
export const adminRoute = createRoute({
  getParentRoute: () => signedInLayoutRoute,
  path: paths.admin,
  validateSearch: adminSearchSchema,
  component: AdminRoute,
});
