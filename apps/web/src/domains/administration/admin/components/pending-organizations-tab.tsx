import type { PendingOrganization } from '@sanctions/contracts';
import { Building2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { toast } from '@/lib/toast';
import { useApproveOrganization } from '../api/approve-organization';
import { usePendingOrganizations } from '../api/get-pending-organizations';
import { useRejectOrganization } from '../api/reject-organization';
import { ApproveOrganizationDialog } from './approve-organization-dialog';
import { PendingOrganizationCard } from './pending-organization-card';
import { RejectOrganizationDialog } from './reject-organization-dialog';

type Decision = { kind: 'approve' | 'reject'; organization: PendingOrganization };

/** Admin dashboard, Pending Organizations (super admin only): the applications and their decisions. */
export function PendingOrganizationsTab() {
  const { t } = useTranslation('admin');
  const errorMessage = useApiErrorMessage();
  const pending = usePendingOrganizations();
  const approve = useApproveOrganization();
  const reject = useRejectOrganization();
  const [decision, setDecision] = useState<Decision | null>(null);
  const close = () => setDecision(null);

  function confirmApprove(organization: PendingOrganization) {
    approve.mutate(organization.id, {
      onSuccess: () => {
        close();
        toast({
          title: t('pending.approvedTitle'),
          description: t('pending.approvedMessage', { name: organization.displayName }),
          variant: 'success',
        });
      },
      onError: (error) =>
        toast({
          title: t('pending.approveFailed'),
          description: errorMessage(error, t('pending.approveFailed')),
          variant: 'destructive',
        }),
    });
  }

  function confirmReject(organization: PendingOrganization, reason: string) {
    reject.mutate(
      { id: organization.id, body: { reason } },
      {
        onSuccess: () => {
          close();
          toast({
            title: t('pending.rejectedTitle'),
            description: t('pending.rejectedMessage', { name: organization.displayName }),
            variant: 'success',
          });
        },
        onError: (error) =>
          toast({
            title: t('pending.rejectFailed'),
            description: errorMessage(error, t('pending.rejectFailed')),
            variant: 'destructive',
          }),
      },
    );
  }

  if (pending.isPending) {
    return (
      <div role="status" className="flex items-center justify-center gap-2 py-12">
        <Spinner />
        <span className="text-sm text-muted-foreground">{t('pending.loading')}</span>
      </div>
    );
  }
  if (pending.isError) {
    return (
      <Alert variant="destructive">
        <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
          <span>{t('pending.loadFailed')}</span>
          <Button type="button" variant="outline" size="sm" onClick={() => void pending.refetch()}>
            {t('pending.retry')}
          </Button>
        </AlertDescription>
      </Alert>
    );
  }

  const approving = decision?.kind === 'approve' ? decision.organization : null;
  const rejecting = decision?.kind === 'reject' ? decision.organization : null;
  return (
    <section aria-labelledby="pending-organizations-title" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="pending-organizations-title" className="text-xl font-semibold">
          {t('tabs.pendingOrganizations')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('pending.description')}</p>
      </div>
      {pending.data.length === 0 ? (
        <Card>
          <CardContent className="grid justify-items-center gap-2 py-12 text-center">
            <Building2 className="size-10 text-muted-foreground" aria-hidden="true" />
            <p className="text-muted-foreground">{t('pending.empty')}</p>
          </CardContent>
        </Card>
      ) : (
        pending.data.map((organization) => (
          <PendingOrganizationCard
            key={organization.id}
            organization={organization}
            onApprove={() => setDecision({ kind: 'approve', organization })}
            onReject={() => setDecision({ kind: 'reject', organization })}
          />
        ))
      )}
      <ApproveOrganizationDialog
        organization={approving}
        isPending={approve.isPending}
        onConfirm={confirmApprove}
        onClose={close}
      />
      <RejectOrganizationDialog
        key={rejecting?.id ?? 'closed'}
        organization={rejecting}
        isPending={reject.isPending}
        onConfirm={confirmReject}
        onClose={close}
      />
    </section>
  );
}
