import type { OrganizationMember, OrganizationRole } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useDateTime } from '@/lib/use-date-time';
import { memberPermissions } from '../lib/member-permissions';
import { OrganizationRoleBadge } from './organization-role-badge';

export type MemberAction = 'role' | 'limits' | 'remove';

interface MembersTableProps {
  members: OrganizationMember[];
  viewer: { id: string; organizationRole: OrganizationRole };
  onAction: (action: MemberAction, member: OrganizationMember) => void;
}

/** Name, e-mail, role badge, limits, last login ("Never"), status and the row's actions. */
export function MembersTable({ members, viewer, onAction }: MembersTableProps) {
  const { t, i18n } = useTranslation('members');
  const { dateTime } = useDateTime('');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b text-muted-foreground">
            <th className="py-2 pe-4 text-start font-medium">{t('table.name')}</th>
            <th className="py-2 pe-4 text-start font-medium">{t('table.email')}</th>
            <th className="py-2 pe-4 text-start font-medium">{t('table.role')}</th>
            <th className="py-2 pe-4 text-start font-medium">{t('table.limits')}</th>
            <th className="py-2 pe-4 text-start font-medium">{t('table.lastLogin')}</th>
            <th className="py-2 pe-4 text-start font-medium">{t('table.status')}</th>
            <th className="py-2 text-end font-medium">{t('table.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => {
            const name = `${member.firstName} ${member.lastName}`;
            const allowed = memberPermissions(member, viewer);
            return (
              <tr key={member.id} className="border-b last:border-0" aria-label={name}>
                <td className="py-2 pe-4 font-medium">
                  {name}
                  {member.id === viewer.id ? (
                    <span className="ms-2 text-xs text-muted-foreground">({t('table.you')})</span>
                  ) : null}
                </td>
                <td className="py-2 pe-4" dir="ltr">
                  <span className="block text-start">{member.email}</span>
                </td>
                <td className="py-2 pe-4">
                  <OrganizationRoleBadge role={member.organizationRole} />
                </td>
                <td className="py-2 pe-4 whitespace-nowrap">
                  <div>{t('table.perDay', { value: number.format(member.maxSearchesPerDay) })}</div>
                  <div className="text-muted-foreground">
                    {t('table.perMonth', { value: number.format(member.maxSearchesPerMonth) })}
                  </div>
                </td>
                <td className="py-2 pe-4 whitespace-nowrap">
                  {member.lastLoginAt === null ? t('table.never') : dateTime(member.lastLoginAt)}
                </td>
                <td className="py-2 pe-4">
                  <Badge variant={member.isActive ? 'secondary' : 'outline'}>
                    {member.isActive ? t('table.active') : t('table.inactive')}
                  </Badge>
                </td>
                <td className="py-2 text-end">
                  <div
                    className="flex flex-wrap justify-end gap-1"
                    role="group"
                    aria-label={t('actions.menu', { name })}
                  >
                    {allowed.canChangeRole ? (
                      <Button variant="ghost" size="sm" onClick={() => onAction('role', member)}>
                        {t('actions.changeRole')}
                      </Button>
                    ) : null}
                    {allowed.canSetLimits ? (
                      <Button variant="ghost" size="sm" onClick={() => onAction('limits', member)}>
                        {t('actions.setLimits')}
                      </Button>
                    ) : null}
                    {allowed.canRemove ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        className="text-destructive"
                        onClick={() => onAction('remove', member)}
                      >
                        {t('actions.remove')}
                      </Button>
                    ) : null}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
