import { canManageOrganization } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { useAuth } from '@/lib/auth';
import { AddSubjectForm } from './add-subject-form';
import { SubjectsList } from './subjects-list';
import { ThresholdCard } from './threshold-card';

/** /monitoring (issue 16): customers kept under monitoring, re-screened on every list change. */
export function MonitoringPage() {
  const { t } = useTranslation('monitoring');
  const { user } = useAuth();
  const canEditThreshold =
    user?.organizationRole != null && canManageOrganization(user.organizationRole);

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8">
      <PageHeader title={t('page.title')} description={t('page.description')} />
      <AddSubjectForm />
      <SubjectsList />
      {user?.organizationId != null ? <ThresholdCard canEdit={canEditThreshold} /> : null}
    </div>
  );
}
