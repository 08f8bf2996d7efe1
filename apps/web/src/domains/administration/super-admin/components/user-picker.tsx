import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useSuperAdminUsers } from '../api/get-users';

const PICKER_SIZE = 8;

/** Search box over every user (server-side search) with the first matches to choose from. */
export function UserPicker({ onSelect }: { onSelect: (userId: string) => void }) {
  const { t } = useTranslation('super-admin');
  const [search, setSearch] = useState('');
  const users = useSuperAdminUsers({ search, page: 1, pageSize: PICKER_SIZE });
  return (
    <div className="grid gap-2">
      <Input
        type="search"
        aria-label={t('analytics.searchUsers')}
        placeholder={t('analytics.searchUsers')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {users.isPending ? <Spinner className="mx-auto" /> : null}
      {users.data?.users.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('analytics.noUsersFound')}</p>
      ) : null}
      <ul className="grid gap-1">
        {users.data?.users.map((user) => {
          const name = `${user.firstName} ${user.lastName}`;
          return (
            <li
              key={user.id}
              className="flex items-center justify-between gap-2 rounded-md border px-3 py-2"
            >
              <span className="grid">
                <span className="text-sm font-medium">{name}</span>
                <span className="text-xs text-muted-foreground">{user.email}</span>
              </span>
              <Button
                type="button"
                size="sm"
                variant="outline"
                aria-label={t('analytics.selectLabel', { name })}
                onClick={() => onSelect(user.id)}
              >
                {t('analytics.select')}
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
