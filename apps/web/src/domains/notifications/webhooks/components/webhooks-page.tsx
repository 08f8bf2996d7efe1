import { canManageOrganization } from '@sanctions/contracts';
import type { Webhook } from '@sanctions/contracts';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, Plus, Webhook as WebhookIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { PageState } from '@/components/page-state';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useWebhooks } from '../api/get-webhooks';
import { AddWebhookDialog } from './add-webhook-dialog';
import { DeleteWebhookDialog } from './delete-webhook-dialog';
import { WebhookCard } from './webhook-card';
import { WebhookSecretDialog } from './webhook-secret-dialog';

/**
 * /organization/webhooks (issue 16): owners and admins register HTTPS endpoints, see the signing secret
 * once, send a test, read each endpoint's deliveries and replay one. Anyone else is told why they cannot.
 */
export function WebhooksPage() {
  const { t } = useTranslation('webhooks');
  const { user } = useAuth();
  const hasOrganization = user !== null && user.organizationId !== null;
  const canManage = hasOrganization && canManageOrganization(user.organizationRole);
  const webhooks = useWebhooks({ isEnabled: canManage });
  const [isAddOpen, setIsAddOpen] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<Webhook | null>(null);

  let content;
  if (!hasOrganization) {
    content = (
      <PageState
        icon={WebhookIcon}
        kind="empty"
        title={t('states.noOrganizationTitle')}
        message={t('states.noOrganization')}
      />
    );
  } else if (!canManage) {
    content = (
      <PageState
        icon={WebhookIcon}
        kind="error"
        title={t('states.accessDeniedTitle')}
        message={t('states.accessDenied')}
      />
    );
  } else if (webhooks.isPending) {
    content = <PageState icon={WebhookIcon} kind="loading" message={t('states.loading')} />;
  } else if (webhooks.isError) {
    content = (
      <PageState
        icon={WebhookIcon}
        kind="error"
        title={t('states.errorTitle')}
        message={t('states.error')}
        action={
          <Button variant="outline" onClick={() => void webhooks.refetch()}>
            {t('states.retry')}
          </Button>
        }
      />
    );
  } else if (webhooks.data.length === 0) {
    content = <PageState icon={WebhookIcon} kind="empty" message={t('states.empty')} />;
  } else {
    content = (
      <ul aria-label={t('title')} className="grid gap-4">
        {webhooks.data.map((webhook) => (
          <WebhookCard key={webhook.id} webhook={webhook} onDelete={() => setToDelete(webhook)} />
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <>
            <Button asChild variant="ghost">
              <Link to={paths.organization}>
                <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
                {t('back')}
              </Link>
            </Button>
            {canManage && webhooks.isSuccess ? (
              <Button onClick={() => setIsAddOpen(true)}>
                <Plus aria-hidden="true" />
                {t('add')}
              </Button>
            ) : null}
          </>
        }
      />
      {content}
      <AddWebhookDialog
        isOpen={isAddOpen}
        onClose={() => setIsAddOpen(false)}
        onCreated={setSecret}
      />
      <WebhookSecretDialog secret={secret} onClose={() => setSecret(null)} />
      <DeleteWebhookDialog webhook={toDelete} onClose={() => setToDelete(null)} />
    </div>
  );
}
