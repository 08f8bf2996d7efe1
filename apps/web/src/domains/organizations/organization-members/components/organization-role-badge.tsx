import type { OrganizationRole } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import type { BadgeProps } from '@/components/ui/badge';

const ROLE_VARIANTS: Record<OrganizationRole, NonNullable<BadgeProps['variant']>> = {
  owner: 'purple',
  admin: 'red',
  member: 'blue',
};

/** The organisation role of a member or an invitation: Owner, Admin or Member. */
export function OrganizationRoleBadge({ role }: { role: OrganizationRole }) {
  const { t } = useTranslation('members');
  return <Badge variant={ROLE_VARIANTS[role]}>{t(`roles.${role}`)}</Badge>;
}
