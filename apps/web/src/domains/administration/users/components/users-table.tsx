import type { AdminUser, SessionUser } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { staffRights } from '../lib/staff-rights';
import { SortableHeader } from './sortable-header';
import type { SortState } from './sortable-header';
import { UserRow } from './user-row';
import type { RowAction } from './user-row';

interface UsersTableProps {
  users: AdminUser[];
  viewer: Pick<SessionUser, 'id' | 'role'>;
  sort: SortState;
  onSort: (next: SortState) => void;
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], selected: boolean) => void;
  savingId: string | null;
  onToggleActive: (user: AdminUser, isActive: boolean) => void;
  onAction: (user: AdminUser, action: RowAction) => void;
}

/** The user management table (spec 2): columns in the spec's order, sorting by the server. */
export function UsersTable(props: UsersTableProps) {
  const { t } = useTranslation('users');
  const { users, viewer, sort, onSort, selected } = props;
  const selectable = users.filter((user) => staffRights(viewer, user).maySelect);
  const allSelected = selectable.length > 0 && selectable.every((user) => selected.has(user.id));
  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full text-sm">
        <thead className="border-b bg-muted/50 text-muted-foreground">
          <tr>
            <th scope="col" className="w-10 px-3 py-2 text-start">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                aria-label={t('selectAll')}
                checked={allSelected}
                disabled={selectable.length === 0}
                onChange={(event) =>
                  props.onSelect(
                    selectable.map((user) => user.id),
                    event.target.checked,
                  )
                }
              />
            </th>
            <SortableHeader column="name" label={t('columns.user')} state={sort} onSort={onSort} />
            <SortableHeader column="role" label={t('columns.role')} state={sort} onSort={onSort} />
            <th scope="col" className="px-3 py-2 text-start font-medium">
              {t('columns.active')}
            </th>
            <th scope="col" className="px-3 py-2 text-start font-medium">
              {t('columns.limits')}
            </th>
            <SortableHeader
              column="createdAt"
              label={t('columns.created')}
              state={sort}
              onSort={onSort}
            />
            <SortableHeader
              column="lastLoginAt"
              label={t('columns.lastLogin')}
              state={sort}
              onSort={onSort}
            />
            <th scope="col" className="px-3 py-2 text-start font-medium">
              {t('columns.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <UserRow
              key={user.id}
              user={user}
              viewer={viewer}
              selected={selected.has(user.id)}
              saving={props.savingId === user.id}
              onSelect={(next) => props.onSelect([user.id], next)}
              onToggleActive={(isActive) => props.onToggleActive(user, isActive)}
              onAction={(action) => props.onAction(user, action)}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
