import type { ApiKeyStatus } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import type { BadgeProps } from '@/components/ui/badge';

const VARIANTS: Record<ApiKeyStatus, BadgeProps['variant']> = {
  active: 'default',
  expired: 'orange',
  revoked: 'secondary',
};

export function ApiKeyStatusBadge({ status }: { status: ApiKeyStatus }) {
  const { t } = useTranslation('api-keys');
  return <Badge variant={VARIANTS[status]}>{t(`status.${status}`)}</Badge>;
}
