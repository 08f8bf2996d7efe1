import { SUPER_ADMIN_USERS_DEFAULT_PAGE_SIZE } from '@sanctions/contracts';
import type { AdminUser, SuperAdminUser, UpdateUserBody } from '@sanctions/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountStateBadge } from '@/components/account-state-badge';
import { RoleBadge } from '@/components/role-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { useDateTime } from '@/lib/use-date-time';
import { useSuperAdminUsers } from '../api/get-users';
import { useDeleteUser, useUpdateUser } from '../api/manage-users';
import { useNumberFormat } from '../lib/use-number-format';
import { BatchResetDialog } from './batch-reset-dialog';
import { DeleteUserDialog } from './delete-user-dialog';
import { EditUserDialog } from './edit-user-dialog';
import { LoadError } from './load-error';
import { Pager } from './pager';
import { ResetPasswordDialog } from './reset-password-dialog';

type Dialog = { kind: 'edit' | 'delete' | 'reset'; user: AdminUser } | { kind: 'batch' } | null;

/**
 * User Management: the console's own simple list (the full table lives in the admin Users tab) with edit,
 * delete, reset and batch reset through the super-admin routes. The viewer's own row has no reset or
 * delete and cannot be selected.
 */
export function UserManagementTab({
  onViewAnalytics,
}: {
  onViewAnalytics: (userId: string) => void;
}) {
  const { t } = useTranslation('super-admin');
  const { user: viewer } = useAuth();
  const { dateTime } = useDateTime('');
  const number = useNumberFormat();
  const errorMessage = useApiErrorMessage();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Map<string, AdminUser>>(new Map());
  const [dialog, setDialog] = useState<Dialog>(null);
  const users = useSuperAdminUsers({ search, page, pageSize: SUPER_ADMIN_USERS_DEFAULT_PAGE_SIZE });
  const update = useUpdateUser();
  const remove = useDeleteUser();
  const rows = users.data?.users ?? [];
  const selectable = rows.filter((row) => row.id !== viewer?.id);
  const isAllSelected = selectable.length > 0 && selectable.every((row) => selected.has(row.id));

  const toggle = (row: SuperAdminUser, isOn: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (isOn) next.set(row.id, row);
      else next.delete(row.id);
      return next;
    });

  const save = (user: AdminUser, body: UpdateUserBody) =>
    update.mutate(
      { id: user.id, body },
      {
        onSuccess: () => {
          toast({ title: t('toasts.userUpdated'), variant: 'success' });
          setDialog(null);
        },
        onError: (error) =>
          toast({
            title: t('toasts.updateFailed'),
            description: errorMessage(error, t('toasts.updateFailed')),
            variant: 'destructive',
          }),
      },
    );

  const confirmDelete = (user: AdminUser) =>
    remove.mutate(user.id, {
      onSuccess: () => {
        toast({ title: t('toasts.userDeleted'), variant: 'success' });
        setSelected((current) => {
          const next = new Map(current);
          next.delete(user.id);
          return next;
        });
        setDialog(null);
      },
      onError: (error) =>
        toast({
          title: t('toasts.deleteFailed'),
          description: errorMessage(error, t('toasts.deleteFailed')),
          variant: 'destructive',
        }),
    });

  return (
    <section className="grid gap-4" aria-label={t('tabs.userManagement')}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Input
          type="search"
          className="max-w-sm"
          aria-label={t('management.search')}
          placeholder={t('management.searchPlaceholder')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
        <div className="flex items-center gap-3">
          <span className="text-sm text-muted-foreground">
            {t('management.selected', { value: number(selected.size) })}
          </span>
          <Button
            type="button"
            variant="destructive"
            disabled={selected.size === 0 || dialog?.kind === 'batch'}
            onClick={() => setDialog({ kind: 'batch' })}
          >
            {t('management.batchReset')}
          </Button>
        </div>
      </div>
      {users.isPending ? <Spinner className="mx-auto" /> : null}
      {users.isError ? (
        <LoadError
          title={t('management.loadFailed')}
          error={users.error}
          onRetry={() => void users.refetch()}
        />
      ) : null}
      {users.data ? (
        <>
          {rows.length === 0 ? (
            <p className="py-6 text-center text-muted-foreground">{t('management.empty')}</p>
          ) : (
            <div className="overflow-x-auto rounded-lg border">
              <table className="w-full text-sm">
                <thead className="bg-muted/50">
                  <tr>
                    <th scope="col" className="px-3 py-2 text-start">
                      <input
                        type="checkbox"
                        className="size-4 accent-primary"
                        aria-label={t('management.selectAll')}
                        checked={isAllSelected}
                        onChange={(event) => {
                          for (const row of selectable) toggle(row, event.target.checked);
                        }}
                      />
                    </th>
                    {(
                      ['user', 'role', 'status', 'usage', 'limits', 'lastLogin', 'actions'] as const
                    ).map((column) => (
                      <th key={column} scope="col" className="px-3 py-2 text-start font-medium">
                        {t(`management.columns.${column}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => {
                    const name = `${row.firstName} ${row.lastName}`;
                    const isSelf = row.id === viewer?.id;
                    return (
                      <tr key={row.id} className="border-t align-top">
                        <td className="px-3 py-2">
                          <input
                            type="checkbox"
                            className="size-4 accent-primary"
                            aria-label={t('management.selectUser', { name })}
                            disabled={isSelf}
                            checked={selected.has(row.id)}
                            onChange={(event) => toggle(row, event.target.checked)}
                          />
                        </td>
                        <td className="px-3 py-2">
                          <div className="grid">
                            <span className="font-medium">
                              {name}
                              {isSelf ? (
                                <Badge variant="outline" className="ms-2">
                                  {t('management.you')}
                                </Badge>
                              ) : null}
                            </span>
                            <span className="text-xs text-muted-foreground">{row.email}</span>
                            <span className="font-mono text-xs text-muted-foreground">
                              {row.id}
                            </span>
                          </div>
                        </td>
                        <td className="px-3 py-2">
                          <RoleBadge role={row.role} />
                        </td>
                        <td className="px-3 py-2">
                          <div className="grid gap-1">
                            <AccountStateBadge state={row.accountState} />
                            {row.mustChangePassword ? (
                              <Badge variant="orange">{t('management.mustChange')}</Badge>
                            ) : null}
                          </div>
                        </td>
                        <td className="px-3 py-2 tabular-nums">
                          {t('management.usageValue', {
                            today: number(row.usage.today),
                            month: number(row.usage.thisMonth),
                          })}
                        </td>
                        <td className="px-3 py-2 tabular-nums">
                          {t('management.limitsValue', {
                            day: number(row.maxSearchesPerDay ?? 100),
                            month: number(row.maxSearchesPerMonth ?? 1000),
                          })}
                        </td>
                        <td className="whitespace-nowrap px-3 py-2">
                          {row.lastLoginAt === null ? t('common.never') : dateTime(row.lastLoginAt)}
                        </td>
                        <td className="px-3 py-2">
                          <div className="flex flex-wrap gap-1">
                            <Button
                              type="button"
                              size="sm"
                              variant="ghost"
                              aria-label={t('management.analyticsLabel', { name })}
                              onClick={() => onViewAnalytics(row.id)}
                            >
                              {t('management.analytics')}
                            </Button>
                            <Button
                              type="button"
                              size="sm"
                              variant="outline"
                              aria-label={t('management.editLabel', { name })}
                              onClick={() => setDialog({ kind: 'edit', user: row })}
                            >
                              {t('management.edit')}
                            </Button>
                            {isSelf ? null : (
                              <>
                                <Button
                                  type="button"
                                  size="sm"
                                  variant="outline"
                                  aria-label={t('management.resetLabel', { name })}
                                  onClick={() => setDialog({ kind: 'reset', user: row })}
                                >
                                  {t('management.resetPassword')}
                                </Button>
                                <Button
                                  type="button"
                                  size="sm"
                                  variant="destructive"
                                  aria-label={t('management.deleteLabel', { name })}
                                  onClick={() => setDialog({ kind: 'delete', user: row })}
                                >
                                  {t('management.delete')}
                                </Button>
                              </>
                            )}
                          </div>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
          <Pager
            page={users.data.page}
            pageSize={users.data.pageSize}
            total={users.data.total}
            onPageChange={setPage}
          />
        </>
      ) : null}
      <EditUserDialog
        user={dialog?.kind === 'edit' ? dialog.user : null}
        isSelf={dialog?.kind === 'edit' && dialog.user.id === viewer?.id}
        isPending={update.isPending}
        onSave={save}
        onClose={() => setDialog(null)}
      />
      <DeleteUserDialog
        user={dialog?.kind === 'delete' ? dialog.user : null}
        isPending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDialog(null)}
      />
      <ResetPasswordDialog
        user={dialog?.kind === 'reset' ? dialog.user : null}
        onClose={() => setDialog(null)}
      />
      <BatchResetDialog
        users={[...selected.values()]}
        isOpen={dialog?.kind === 'batch'}
        onClose={() => {
          setDialog(null);
          setSelected(new Map());
        }}
      />
    </section>
  );
}
