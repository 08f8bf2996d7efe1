import type { AccountState } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import type { BadgeProps } from '@/components/ui/badge';

const STATE_VARIANTS: Record<AccountState, NonNullable<BadgeProps['variant']>> = {
  active: 'default',
  inactive: 'secondary',
  pending_approval: 'orange',
  rejected: 'red',
  suspended: 'red',
};

/**
 * The account's real state for staff: an owner of a rejected or still-pending organisation cannot
 * sign in, so the badge says so instead of "Active".
 */
export function AccountStateBadge({ state }: { state: AccountState }) {
  const { t } = useTranslation();
  return <Badge variant={STATE_VARIANTS[state]}>{t(`accountStates.${state}`)}</Badge>;
}
