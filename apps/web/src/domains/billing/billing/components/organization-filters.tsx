import { PLAN_NAMES } from '@sanctions/contracts';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { AdminOrganizationsFilter } from '../api/get-admin-organizations';
import { ORGANIZATION_STATUS_FILTERS, parseStatusFilter } from '../lib/organization-status-filters';

interface OrganizationFiltersProps {
  filter: AdminOrganizationsFilter;
  onChange: (filter: AdminOrganizationsFilter) => void;
}

/** Spec 2: search by name or e-mail, status filter and plan filter of the Organizations tab. */
export function OrganizationFilters({ filter, onChange }: OrganizationFiltersProps) {
  const { t } = useTranslation('billing');
  return (
    <div className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr] print:hidden">
      <div className="grid gap-2">
        <Label htmlFor="billing-organizations-search">{t('admin.organizations.search')}</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id="billing-organizations-search"
            type="search"
            className="ps-9"
            placeholder={t('admin.organizations.searchPlaceholder')}
            value={filter.search}
            onChange={(event) => onChange({ ...filter, search: event.target.value })}
          />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="billing-organizations-status">{t('admin.organizations.status')}</Label>
        <NativeSelect
          id="billing-organizations-status"
          value={filter.status}
          onChange={(event) =>
            onChange({ ...filter, status: parseStatusFilter(event.target.value) })
          }
        >
          {ORGANIZATION_STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {t(`admin.organizations.statusFilter.${status}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="billing-organizations-plan">{t('admin.organizations.plan')}</Label>
        <NativeSelect
          id="billing-organizations-plan"
          value={filter.plan}
          onChange={(event) => onChange({ ...filter, plan: event.target.value })}
        >
          <option value="all">{t('admin.organizations.allPlans')}</option>
          {PLAN_NAMES.map((plan) => (
            <option key={plan} value={plan}>
              {t(`planNames.${plan}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
