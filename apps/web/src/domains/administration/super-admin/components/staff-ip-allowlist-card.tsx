import { Network } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IpAllowlistForm } from '@/components/ip-allowlist/ip-allowlist-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useSaveStaffIpAllowlist, useStaffIpAllowlist } from '../api/staff-ip-allowlist';

/**
 * Admin → Settings (super admins, issue 27 §2): where staff sessions and API keys may be used from. A
 * list without the super admin's own address is saved only after they confirm the warning.
 */
export function StaffIpAllowlistCard() {
  const { t } = useTranslation('super-admin');
  const list = useStaffIpAllowlist();
  const save = useSaveStaffIpAllowlist();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Network className="size-5 shrink-0 text-primary" aria-hidden="true" />
          {t('staffIpAllowlist.title')}
        </CardTitle>
        <CardDescription>{t('staffIpAllowlist.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <IpAllowlistForm idPrefix="staff-ip-allowlist" stored={list.data?.data} save={save} />
      </CardContent>
    </Card>
  );
}
