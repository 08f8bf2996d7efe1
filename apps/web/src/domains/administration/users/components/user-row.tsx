import type { AdminUser, SessionUser } from '@sanctions/contracts';
import { Eye, KeyRound, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AccountStateBadge } from '@/components/account-state-badge';
import { RoleBadge } from '@/components/role-badge';
import { Button } from '@/components/ui/button';
import { displayLimits } from '../lib/display-limits';
import { staffRights } from '../lib/staff-rights';
import { useUsersFormatters } from '../lib/use-users-formatters';

export type RowAction = 'view' | 'edit' | 'reset' | 'delete';

interface UserRowProps {
  user: AdminUser;
  viewer: Pick<SessionUser, 'id' | 'role'>;
  selected: boolean;
  /** The row's active switch is being saved. */
  saving: boolean;
  onSelect: (selected: boolean) => void;
  onToggleActive: (isActive: boolean) => void;
  onAction: (action: RowAction) => void;
}

/** One row of the user management table (spec 2): reset and delete never on the viewer's own row. */
export function UserRow({
  user,
  viewer,
  selected,
  saving,
  onSelect,
  onToggleActive,
  onAction,
}: UserRowProps) {
  const { t } = useTranslation('users');
  const format = useUsersFormatters();
  const rights = staffRights(viewer, user);
  const name = `${user.firstName} ${user.lastName}`;
  const limits = displayLimits(user);
  return (
    <tr className="border-b last:border-b-0" aria-label={name}>
      <td className="px-3 py-2">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          aria-label={t('selectUser', { name })}
          checked={selected}
          disabled={!rights.maySelect}
          onChange={(event) => onSelect(event.target.checked)}
        />
      </td>
      <td className="px-3 py-2">
        <div className="font-medium">
          {name}
          {rights.isSelf ? (
            <span className="ms-2 text-xs text-muted-foreground">({t('you')})</span>
          ) : null}
        </div>
        <div className="text-sm text-muted-foreground" dir="ltr">
          {user.email}
        </div>
        <div className="font-mono text-xs text-muted-foreground" dir="ltr">
          {t('id', { id: user.id })}
        </div>
      </td>
      <td className="px-3 py-2">
        <RoleBadge role={user.role} />
      </td>
      <td className="px-3 py-2">
        <div className="flex items-center gap-2">
          <input
            type="checkbox"
            role="switch"
            className="size-4 accent-primary"
            aria-label={t('toggleActive', { name })}
            checked={user.isActive}
            disabled={!rights.mayToggleActive || saving}
            onChange={(event) => onToggleActive(event.target.checked)}
          />
          <AccountStateBadge state={user.accountState} />
        </div>
      </td>
      <td className="px-3 py-2 text-sm whitespace-nowrap">
        <div>{t('limits.daily', { value: format.number(limits.daily) })}</div>
        <div className="text-muted-foreground">
          {t('limits.monthly', { value: format.number(limits.monthly) })}
        </div>
      </td>
      <td className="px-3 py-2 text-sm whitespace-nowrap">{format.date(user.createdAt)}</td>
      <td className="px-3 py-2 text-sm whitespace-nowrap">
        {user.lastLoginAt === null ? t('never') : format.dateTime(user.lastLoginAt)}
      </td>
      <td className="px-3 py-2">
        <div className="flex gap-1">
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={t('actions.view', { name })}
            onClick={() => onAction('view')}
          >
            <Eye className="size-4" aria-hidden="true" />
          </Button>
          {rights.mayEdit ? (
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={t('actions.edit', { name })}
              onClick={() => onAction('edit')}
            >
              <Pencil className="size-4" aria-hidden="true" />
            </Button>
          ) : null}
          {rights.mayResetPassword ? (
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={t('actions.reset', { name })}
              onClick={() => onAction('reset')}
            >
              <KeyRound className="size-4" aria-hidden="true" />
            </Button>
          ) : null}
          {rights.mayDeactivate ? (
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={t('actions.delete', { name })}
              onClick={() => onAction('delete')}
            >
              <Trash2 className="size-4 text-destructive" aria-hidden="true" />
            </Button>
          ) : null}
        </div>
      </td>
    </tr>
  );
}
