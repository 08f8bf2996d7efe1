import type { ApiKey } from '@sanctions/contracts';
import { Link } from '@tanstack/react-router';
import { BookOpen, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useApiKeys } from '../api/get-api-keys';
import { ApiKeyList } from './api-key-list';
import { CreateApiKeyDialog } from './create-api-key-dialog';
import { NewApiKeyDialog } from './new-api-key-dialog';
import { RevokeApiKeyDialog } from './revoke-api-key-dialog';

/** /api-keys: the account's keys, with create (key shown once) and revoke. */
export function ApiKeysPage() {
  const { t } = useTranslation('api-keys');
  const keys = useApiKeys();
  const [isCreating, setIsCreating] = useState(false);
  const [newSecret, setNewSecret] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Button onClick={() => setIsCreating(true)}>
            <Plus aria-hidden="true" />
            {t('create')}
          </Button>
        }
      />
      <p>
        <Link
          to={paths.apiIntegration}
          className="inline-flex items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          <BookOpen className="size-4" aria-hidden="true" />
          {t('integrationLink')}
        </Link>
      </p>
      {keys.isPending ? (
        <p className="text-sm text-muted-foreground">{t('loading')}</p>
      ) : keys.isError ? (
        <Alert variant="destructive">
          <AlertDescription className="flex flex-wrap items-center gap-3">
            {t('loadFailed')}
            <Button variant="outline" size="sm" onClick={() => void keys.refetch()}>
              {t('retry')}
            </Button>
          </AlertDescription>
        </Alert>
      ) : keys.data.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          {t('empty')}
        </p>
      ) : (
        <ApiKeyList apiKeys={keys.data} onRevoke={setRevoking} />
      )}
      <CreateApiKeyDialog
        isOpen={isCreating}
        onClose={() => setIsCreating(false)}
        onCreated={setNewSecret}
      />
      <NewApiKeyDialog secret={newSecret} onClose={() => setNewSecret(null)} />
      <RevokeApiKeyDialog apiKey={revoking} onClose={() => setRevoking(null)} />
    </div>
  );
}
