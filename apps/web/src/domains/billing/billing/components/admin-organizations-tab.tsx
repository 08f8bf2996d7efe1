import type { AdminOrganization } from '@sanctions/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import type { AdminOrganizationsFilter } from '../api/get-admin-organizations';
import { useAdminOrganizations } from '../api/get-admin-organizations';
import { AdminOrganizationsTable } from './admin-organizations-table';
import { OrganizationDetailsDialog } from './organization-details-dialog';
import { OrganizationFilters } from './organization-filters';

interface AdminOrganizationsTabProps {
  filter: AdminOrganizationsFilter;
  onFilterChange: (filter: AdminOrganizationsFilter) => void;
}

/** Organizations tab: filtered list with a View Details dialog. A failed fetch is an empty list (spec 8). */
export function AdminOrganizationsTab({ filter, onFilterChange }: AdminOrganizationsTabProps) {
  const { t } = useTranslation('billing');
  const organizations = useAdminOrganizations(filter);
  const [selected, setSelected] = useState<AdminOrganization | null>(null);
  const rows = organizations.data?.organizations ?? [];

  return (
    <section className="grid gap-4">
      <OrganizationFilters filter={filter} onChange={onFilterChange} />
      {organizations.isPending ? (
        <div role="status" className="flex justify-center py-8">
          <Spinner />
          <span className="sr-only">{t('loading')}</span>
        </div>
      ) : rows.length === 0 ? (
        <p className="py-8 text-center text-muted-foreground">{t('admin.organizations.empty')}</p>
      ) : (
        <AdminOrganizationsTable organizations={rows} onViewDetails={setSelected} />
      )}
      <OrganizationDetailsDialog organization={selected} onClose={() => setSelected(null)} />
    </section>
  );
}
