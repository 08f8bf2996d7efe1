import { Network } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IpAllowlistForm } from '@/components/ip-allowlist/ip-allowlist-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useIpAllowlist, useSaveIpAllowlist } from '../api/ip-allowlist';

/**
 * Organisation settings, owners only (issue 27 §2): where members' sessions and API keys may be used
 * from. A list without the owner's own address is saved only after they confirm the warning.
 */
export function IpAllowlistCard() {
  const { t } = useTranslation('organization');
  const list = useIpAllowlist();
  const save = useSaveIpAllowlist();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Network className="size-5 shrink-0 text-primary" aria-hidden="true" />
          {t('ipAllowlist.title')}
        </CardTitle>
        <CardDescription>{t('ipAllowlist.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <IpAllowlistForm idPrefix="ip-allowlist" stored={list.data?.data} save={save} />
      </CardContent>
    </Card>
  );
}
