import { hasRole } from '@sanctions/contracts';
import { useAuth } from '@/lib/auth';
import { AdminBillingDashboard } from './admin-billing-dashboard';
import { OrganizationBillingDashboard } from './organization-billing-dashboard';

/** /billing (spec 2): the super admin runs the provider's billing; anyone else sees their organisation's. */
export function BillingPage() {
  const { user } = useAuth();
  return user !== null && hasRole(user.role, 'super_admin') ? (
    <AdminBillingDashboard />
  ) : (
    <OrganizationBillingDashboard user={user} />
  );
}
