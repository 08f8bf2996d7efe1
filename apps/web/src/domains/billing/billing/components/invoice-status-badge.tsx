import type { InvoiceStatus } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import type { BadgeProps } from '@/components/ui/badge';

// Spec 3: a paid invoice shows the default badge; what is still owed stands out.
const VARIANTS: Record<InvoiceStatus, BadgeProps['variant']> = {
  paid: 'default',
  pending: 'secondary',
  overdue: 'destructive',
  cancelled: 'outline',
};

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation('billing');
  return <Badge variant={VARIANTS[status]}>{t(`invoiceStatus.${status}`)}</Badge>;
}
