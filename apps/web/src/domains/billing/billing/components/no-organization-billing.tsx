import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@/components/ui/card';

/** A standalone user has no organisation and so no subscription or invoices to show. */
export function NoOrganizationBilling() {
  const { t } = useTranslation('billing');
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-2 py-12 text-center">
        <Building2 aria-hidden="true" className="size-10 text-muted-foreground" />
        <h2 className="text-lg font-semibold">{t('noOrganization.title')}</h2>
        <p className="max-w-md text-muted-foreground">{t('noOrganization.message')}</p>
      </CardContent>
    </Card>
  );
}
