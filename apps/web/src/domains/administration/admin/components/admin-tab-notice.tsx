import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { AdminTab } from '../lib/admin-tabs';

/** A tab whose screen ships with the administration release: its name and one sentence. */
export function AdminTabNotice({ tab }: { tab: AdminTab }) {
  const { t } = useTranslation('admin');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t(`tabs.${tab}`)}</CardTitle>
        <CardDescription>{t('comingSoon')}</CardDescription>
      </CardHeader>
      <CardContent />
    </Card>
  );
}
