import type { Role } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import type { BadgeProps } from '@/components/ui/badge';

// Spec 6: super_admin purple, admin red, moderator orange, user blue.
const ROLE_VARIANTS: Record<Role, NonNullable<BadgeProps['variant']>> = {
  super_admin: 'purple',
  admin: 'red',
  moderator: 'orange',
  user: 'blue',
};

/** Role badge: Super, Admin, Mod or User. */
export function RoleBadge({ role }: { role: Role }) {
  const { t } = useTranslation();
  return (
    <Badge variant={ROLE_VARIANTS[role]} data-testid="role-badge">
      {t(`roles.${role}`)}
    </Badge>
  );
}
