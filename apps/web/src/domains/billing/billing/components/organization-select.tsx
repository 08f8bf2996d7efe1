import { useTranslation } from 'react-i18next';
import { NativeSelect } from '@/components/ui/native-select';
import { useAdminOrganizations } from '../api/get-admin-organizations';

interface OrganizationSelectProps {
  id: string;
  value: string;
  describedBy: string | undefined;
  isInvalid: boolean;
  onChange: (organizationId: string) => void;
}

const ALL_ORGANIZATIONS = { search: '', status: 'all', plan: 'all' } as const;

/** The organisations a payment can be recorded for (the admin organisation list, every status). */
export function OrganizationSelect({
  id,
  value,
  describedBy,
  isInvalid,
  onChange,
}: OrganizationSelectProps) {
  const { t } = useTranslation('billing');
  const organizations = useAdminOrganizations(ALL_ORGANIZATIONS);
  return (
    <NativeSelect
      id={id}
      value={value}
      aria-describedby={describedBy}
      aria-invalid={isInvalid}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">
        {organizations.isPending ? t('loading') : t('admin.record.organizationPlaceholder')}
      </option>
      {(organizations.data?.organizations ?? []).map((organization) => (
        <option key={organization.id} value={organization.id}>
          {organization.name}
        </option>
      ))}
    </NativeSelect>
  );
}
