import type { BulkJobStatus } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import type { BadgeProps } from '@/components/ui/badge';

const VARIANTS: Record<BulkJobStatus, BadgeProps['variant']> = {
  pending: 'secondary',
  processing: 'blue',
  completed: 'default',
  failed: 'destructive',
  cancelled: 'outline',
};

export function JobStatusBadge({ status }: { status: BulkJobStatus }) {
  const { t } = useTranslation('bulk');
  return <Badge variant={VARIANTS[status]}>{t(`statuses.${status}`)}</Badge>;
}
