import { can } from '@sanctions/contracts';
import type { AdminUser, UpdateUserBody } from '@sanctions/contracts';
import { KeyRound, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { useDeactivateUser } from '../api/deactivate-user';
import { useUsers } from '../api/get-users';
import { useUpdateUser } from '../api/update-user';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { useUsersFormatters } from '../lib/use-users-formatters';
import { BatchResetDialog } from './batch-reset-dialog';
import { DeleteUserDialog } from './delete-user-dialog';
import { EditUserDialog } from './edit-user-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import type { SortState } from './sortable-header';
import { UserDetailsDialog } from './user-details-dialog';
import type { RowAction } from './user-row';
import { UsersPagination } from './users-pagination';
import { UsersTable } from './users-table';

/** Pause after the last keystroke before the filter asks the server. */
export const FILTER_DEBOUNCE_MS = 300;

type OpenDialog = { kind: RowAction; user: AdminUser } | { kind: 'batch' } | null;

/**
 * The user management table (spec 2) with its filter, paging, sorting and dialogs. Staff edit and
 * deactivate; moderators only read; super admins also reset passwords, one or a selection.
 */
export function UserManagement() {
  const { t } = useTranslation('users');
  const { user: viewer } = useAuth();
  const errorMessage = useApiErrorMessage();
  const format = useUsersFormatters();
  const [filter, setFilter] = useState('');
  const search = useDebouncedValue(filter.trim(), FILTER_DEBOUNCE_MS);
  // The page belongs to the filter it was chosen under: a new filter starts from the first page.
  const [paging, setPaging] = useState({ page: 1, search });
  const page = paging.search === search ? paging.page : 1;
  const setPage = (next: number) => setPaging({ page: next, search });
  const [pageSize, setPageSize] = useState(25);
  const [sort, setSort] = useState<SortState>({ sort: 'createdAt', order: 'desc' });
  const [selected, setSelected] = useState<Map<string, AdminUser>>(new Map());
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const users = useUsers({ search, page, pageSize, sort: sort.sort, order: sort.order });
  const update = useUpdateUser();
  const deactivate = useDeactivateUser();

  useEffect(() => {
    if (users.isError)
      toast({
        title: t('errors.fetch'),
        description: errorMessage(users.error, t('errors.fetch')),
        variant: 'destructive',
      });
    // Toast once per failure, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [users.isError, users.errorUpdatedAt]);

  if (viewer === null) return null;
  const isSuperAdmin = can(viewer.role, 'users:reset-password');
  const close = () => setDialog(null);
  const savingId = update.isPending ? (update.variables.id ?? null) : null;

  function save(user: AdminUser, body: UpdateUserBody, after?: () => void) {
    update.mutate(
      { id: user.id, body },
      {
        onSuccess: () => {
          after?.();
          toast({
            title: t('toasts.updated'),
            description: t('toasts.updatedMessage', { name: `${user.firstName} ${user.lastName}` }),
            variant: 'success',
          });
        },
        onError: (error) =>
          toast({
            title: t('errors.update'),
            description: errorMessage(error, t('errors.update')),
            variant: 'destructive',
          }),
      },
    );
  }

  function confirmDelete(user: AdminUser) {
    deactivate.mutate(user.id, {
      onSuccess: () => {
        close();
        toast({
          title: t('toasts.deactivated'),
          description: t('toasts.deactivatedMessage', {
            name: `${user.firstName} ${user.lastName}`,
          }),
          variant: 'success',
        });
      },
      onError: (error) =>
        toast({
          title: t('errors.deactivate'),
          description: errorMessage(error, t('errors.deactivate')),
          variant: 'destructive',
        }),
    });
  }

  function select(ids: string[], next: boolean) {
    setSelected((current) => {
      const copy = new Map(current);
      for (const id of ids) {
        const row = users.data?.users.find((candidate) => candidate.id === id);
        if (next && row && row.id !== viewer?.id) copy.set(id, row);
        else copy.delete(id);
      }
      return copy;
    });
  }

  const openUser = dialog && dialog.kind !== 'batch' ? dialog : null;
  const pick = (kind: RowAction) => (openUser?.kind === kind ? openUser.user : null);

  return (
    <section className="grid gap-4" aria-labelledby="user-management-title">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="user-management-title" className="text-xl font-semibold">
            {t('management.title')}
          </h2>
          <p className="text-sm text-muted-foreground">
            {can(viewer.role, 'users:update') ? t('management.description') : t('readOnly')}
          </p>
        </div>
        {isSuperAdmin ? (
          <Button
            type="button"
            variant="outline"
            disabled={selected.size === 0}
            onClick={() => setDialog({ kind: 'batch' })}
          >
            <KeyRound className="size-4" aria-hidden="true" />
            {t('batch.button', { value: format.number(selected.size) })}
          </Button>
        ) : null}
      </div>
      <div className="relative max-w-sm">
        <Search
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          className="ps-9"
          aria-label={t('filter.label')}
          placeholder={t('filter.placeholder')}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      </div>
      {users.isPending ? (
        <div role="status" className="flex items-center justify-center gap-2 py-12">
          <Spinner />
          <span className="text-sm text-muted-foreground">{t('loading')}</span>
        </div>
      ) : users.isError ? (
        <Alert variant="destructive">
          <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
            <span>{t('errors.fetch')}</span>
            <Button type="button" variant="outline" size="sm" onClick={() => void users.refetch()}>
              {t('retry')}
            </Button>
          </AlertDescription>
        </Alert>
      ) : users.data.users.length === 0 ? (
        <p className="py-12 text-center text-muted-foreground">{t('empty')}</p>
      ) : (
        <UsersTable
          users={users.data.users}
          viewer={viewer}
          sort={sort}
          onSort={(next) => {
            setSort(next);
            setPage(1);
          }}
          selected={new Set(selected.keys())}
          onSelect={select}
          savingId={savingId}
          onToggleActive={(user, isActive) => save(user, { isActive })}
          onAction={(user, kind) => setDialog({ kind, user })}
        />
      )}
      {users.data ? (
        <UsersPagination
          page={page}
          pageSize={pageSize}
          total={users.data.total}
          onPage={setPage}
          onPageSize={(next) => {
            setPageSize(next);
            setPage(1);
          }}
        />
      ) : null}
      <UserDetailsDialog
        user={pick('view')}
        viewer={viewer}
        onResetPassword={(user) => setDialog({ kind: 'reset', user })}
        onClose={close}
      />
      <EditUserDialog
        key={`edit-${pick('edit')?.id ?? 'closed'}`}
        user={pick('edit')}
        viewer={viewer}
        isPending={update.isPending}
        onSave={(user, body) => save(user, body, close)}
        onClose={close}
      />
      <DeleteUserDialog
        user={pick('delete')}
        isPending={deactivate.isPending}
        onConfirm={confirmDelete}
        onClose={close}
      />
      <ResetPasswordDialog
        key={`reset-${pick('reset')?.id ?? 'closed'}`}
        user={pick('reset')}
        onClose={close}
      />
      {isSuperAdmin ? (
        <BatchResetDialog
          key={`batch-${dialog?.kind === 'batch' ? 'open' : 'closed'}`}
          open={dialog?.kind === 'batch'}
          users={[...selected.values()]}
          onDone={() => setSelected(new Map())}
          onClose={close}
        />
      ) : null}
    </section>
  );
}
