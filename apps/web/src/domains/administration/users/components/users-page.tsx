import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { UserManagement } from './user-management';

/** /users (moderator and above): the user management table; moderators read it only. */
export function UsersPage() {
  const { t } = useTranslation('users');
  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8">
      <PageHeader title={t('title')} description={t('description')} />
      <UserManagement />
    </div>
  );
}
