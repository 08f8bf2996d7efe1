import type { ListVersionStatus } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

const VARIANT = {
  active: 'blue',
  pending: 'orange',
  superseded: 'secondary',
  failed: 'red',
} as const;

/** A list version's state: active, pending, superseded or failed. */
export function VersionStatusBadge({ status }: { status: ListVersionStatus }) {
  const { t } = useTranslation('admin');
  return <Badge variant={VARIANT[status]}>{t(`versionStatus.${status}`)}</Badge>;
}
