import { createRoute, useNavigate } from '@tanstack/react-router';
import { paths } from '@/config/paths';
import { RequireRole } from '@/features/auth/components/require-role';
import { SuperAdminPage } from '@/features/super-admin/components/super-admin-page';
import { superAdminSearchSchema } from '@/features/super-admin/lib/super-admin-tabs';
import { signedInLayoutRoute } from './layouts';

function SuperAdminRoute() {
  const search = superAdminRoute.useSearch();
  const navigate = useNavigate();
  return (
    <RequireRole reason="superAdmin">
      <SuperAdminPage
        search={search}
        onNavigate={(next) => void navigate({ to: paths.superAdmin, search: next, replace: true })}
      />
    </RequireRole>
  );
}

/** /super-admin?tab=...&userId=... (spec 2): super admin only, "Super Admin privileges required" otherwise. */
export const superAdminRoute = createRoute({
  getParentRoute: () => signedInLayoutRoute,
  path: paths.superAdmin,
  validateSearch: superAdminSearchSchema,
  component: SuperAdminRoute,
});
