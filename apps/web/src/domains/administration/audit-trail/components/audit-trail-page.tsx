import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { PageState } from '@/components/page-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useAuth } from '@/lib/auth';
import { useAuditChains } from '../api/audit-trail-api';
import { defaultExportRange } from '../lib/default-export-range';
import { AuditChainCard } from './audit-chain-card';

/**
 * /audit-trail (issue 27 §3, ADR 037): the super admin verifies and exports every chain, the staff chain
 * first; an organisation owner their organisation's. Anyone else is told why; the server refuses them too.
 */
export function AuditTrailPage() {
  const { t } = useTranslation('audit-trail');
  const { user } = useAuth();
  const canRead =
    user !== null &&
    (user.role === 'super_admin' ||
      (user.organizationId !== null && user.organizationRole === 'owner'));
  const chains = useAuditChains({ isEnabled: canRead });
  const [range, setRange] = useState(() => defaultExportRange());

  let content: ReactNode;
  if (!canRead) {
    content = (
      <PageState
        kind="error"
        title={t('states.accessDeniedTitle')}
        message={t('states.accessDenied')}
      />
    );
  } else if (chains.isPending) {
    content = <PageState kind="loading" message={t('states.loading')} />;
  } else if (chains.isError) {
    content = (
      <PageState
        kind="error"
        message={t('states.error')}
        action={
          <Button variant="outline" onClick={() => void chains.refetch()}>
            {t('states.retry')}
          </Button>
        }
      />
    );
  } else if (chains.data.length === 0) {
    content = <PageState kind="empty" message={t('states.empty')} />;
  } else {
    content = chains.data.map((chain) => (
      <AuditChainCard key={chain.chain} chain={chain} range={range} />
    ));
  }

  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-6 px-4 py-8">
      <PageHeader title={t('title')} description={t('description')} />
      {canRead ? (
        <Card>
          <CardContent className="grid gap-4 pt-6">
            <p className="text-sm text-muted-foreground">{t('export.description')}</p>
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <div className="grid gap-2">
                <Label htmlFor="audit-trail-from">{t('export.from')}</Label>
                <Input
                  id="audit-trail-from"
                  type="date"
                  value={range.from}
                  max={range.to}
                  onChange={(event) => setRange({ ...range, from: event.target.value })}
                />
              </div>
              <div className="grid gap-2">
                <Label htmlFor="audit-trail-to">{t('export.to')}</Label>
                <Input
                  id="audit-trail-to"
                  type="date"
                  value={range.to}
                  min={range.from}
                  onChange={(event) => setRange({ ...range, to: event.target.value })}
                />
              </div>
            </div>
          </CardContent>
        </Card>
      ) : null}
      {content}
    </div>
  );
}
