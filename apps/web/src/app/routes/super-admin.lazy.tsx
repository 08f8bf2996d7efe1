import { useNavigate } from '@tanstack/react-router';
import { paths } from '@/config/paths';
import { RequireRole } from '@/domains/identity';
import { SuperAdminPage } from '@/domains/administration';
import { superAdminRoute } from './super-admin';

/** The /super-admin console, loaded with its route. */
export function SuperAdminRoute() {
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
