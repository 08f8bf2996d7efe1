import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useSuperAdminUsers } from '../api/get-users';

/**
 * A user filter that stays usable with thousands of accounts: a search box narrows the server's list, the
 * select offers the matches (and "All users").
 */
export function UserSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (userId: string) => void;
}) {
  const { t } = useTranslation('super-admin');
  const [search, setSearch] = useState('');
  const users = useSuperAdminUsers({ search, page: 1, pageSize: 25 });
  const options = users.data?.users ?? [];
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t('history.user')}</Label>
      <Input
        type="search"
        aria-label={t('analytics.searchUsers')}
        placeholder={t('analytics.searchUsers')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('history.allUsers')}</option>
        {options.map((user) => (
          <option key={user.id} value={user.id}>
            {`${user.firstName} ${user.lastName} — ${user.email}`}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
