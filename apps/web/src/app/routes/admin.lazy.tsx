import { hasRole } from '@sanctions/contracts';
import { useNavigate } from '@tanstack/react-router';
import { paths } from '@/config/paths';
import {
  AdminPage,
  AnalyticsDashboard,
  RecentActivityCard,
  StaffIpAllowlistCard,
  StaffSecurityPolicyCard,
  UserManagement,
} from '@/domains/administration';
import { RequireRole } from '@/domains/identity';
import { OfficeAddressCard } from '@/domains/billing';
import { SanctionsSettingsTab } from '@/domains/lists';
import { useAuth } from '@/lib/auth';
import { adminRoute } from './admin';

/** The /admin screen, loaded with its route (charts and tables stay out of the first load). */
export function AdminRoute() {
  const { tab } = adminRoute.useSearch();
  const navigate = useNavigate();
  const { user } = useAuth();
  return (
    <RequireRole reason="admin">
      <AdminPage
        tab={tab}
        usersPanel={<UserManagement />}
        analyticsPanel={<AnalyticsDashboard recentActivity={<RecentActivityCard />} />}
        settingsPanel={
          <div className="grid gap-6">
            {user !== null && hasRole(user.role, 'super_admin') ? (
              <>
                <StaffSecurityPolicyCard />
                <StaffIpAllowlistCard />
              </>
            ) : null}
            <SanctionsSettingsTab
              officeAddress={<OfficeAddressCard />}
              recentActivity={<RecentActivityCard />}
            />
          </div>
        }
        onTabChange={(next) =>
          void navigate({ to: paths.admin, search: { tab: next }, replace: true })
        }
      />
    </RequireRole>
  );
}
