import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { useAuth } from '@/lib/auth';
import { useBulkScreeningAllowed } from '../api/get-bulk-plan';
import { BulkUploadCard } from './bulk-upload-card';
import { PastJobsList } from './past-jobs-list';
import { TemplateDownloads } from './template-downloads';

/** /bulk-screening: templates, the upload with its column mapping, and the user's past jobs. */
export function BulkScreeningPage() {
  const { t } = useTranslation('bulk');
  const { user } = useAuth();
  const isAllowed = useBulkScreeningAllowed({ hasOrganization: user?.organizationId != null });

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8">
      <PageHeader title={t('page.title')} description={t('page.description')} />
      {isAllowed ? (
        <>
          <TemplateDownloads />
          <BulkUploadCard />
        </>
      ) : (
        <Alert variant="info">
          <Info aria-hidden="true" />
          <AlertDescription>{t('page.notInPlan')}</AlertDescription>
        </Alert>
      )}
      <PastJobsList />
    </div>
  );
}
