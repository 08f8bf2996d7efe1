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

// Below md the rows read as cards: no header row, one block per member, each cell on its own line and
// labelled from data-label, so Set limits and Remove stay on screen at 390 px (issue 23 §6) and tests
// and screen readers see one set of rows.
const CELL = 'py-2 pe-4 max-md:block max-md:py-1 max-md:pe-0';
const LABELLED = `${CELL} max-md:before:me-2 max-md:before:text-muted-foreground max-md:before:content-[attr(data-label)]`;

/** Name, e-mail, role badge, limits, last login ("Never"), status and the row's actions. */
export function MembersTable({ members, viewer, onAction }: MembersTableProps) {
  const { t, i18n } = useTranslation('members');
  const { dateTime } = useDateTime('');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm max-md:block">
        <thead className="max-md:hidden">
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
        <tbody className="max-md:block">
          {members.map((member) => {
            const name = `${member.firstName} ${member.lastName}`;
            const allowed = memberPermissions(member, viewer);
            return (
              <tr
                key={member.id}
                className="border-b last:border-0 max-md:block max-md:py-2"
                aria-label={name}
              >
                <td className={`${CELL} font-medium`}>
                  {name}
                  {member.id === viewer.id ? (
                    <span className="ms-2 text-xs text-muted-foreground">({t('table.you')})</span>
                  ) : null}
                </td>
                <td className={`${CELL} max-md:break-all`} dir="ltr">
                  <span className="block text-start">{member.email}</span>
                </td>
                <td className={LABELLED} data-label={t('table.role')}>
                  <OrganizationRoleBadge role={member.organizationRole} />
                </td>
                <td className={`${LABELLED} md:whitespace-nowrap`} data-label={t('table.limits')}>
                  <div className="max-md:inline">
                    {t('table.perDay', { value: number.format(member.maxSearchesPerDay) })}
                  </div>
                  <div className="text-muted-foreground max-md:ms-2 max-md:inline">
                    {t('table.perMonth', { value: number.format(member.maxSearchesPerMonth) })}
                  </div>
                </td>
                <td
                  className={`${LABELLED} md:whitespace-nowrap`}
                  data-label={t('table.lastLogin')}
                >
                  {member.lastLoginAt === null ? t('table.never') : dateTime(member.lastLoginAt)}
                </td>
                <td className={LABELLED} data-label={t('table.status')}>
                  <Badge variant={member.isActive ? 'secondary' : 'outline'}>
                    {member.isActive ? t('table.active') : t('table.inactive')}
                  </Badge>
                </td>
                <td className="py-2 text-end max-md:block max-md:py-1">
                  <div
                    className="flex flex-wrap justify-end gap-1 max-md:justify-start"
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
