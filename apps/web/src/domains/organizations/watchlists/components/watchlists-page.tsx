import { canManageOrganization } from '@sanctions/contracts';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, ListChecks } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { PageState } from '@/components/page-state';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { useWatchlists } from '../api/watchlists';
import { isPlanRefusal } from '../lib/is-plan-refusal';
import { WatchlistCard } from './watchlist-card';
import { WatchlistUploadForm } from './watchlist-upload-form';

/**
 * /organization/watchlists (issue 25 §2, ADR 042): the organisation's own lists, screened with the official
 * ones in its searches and bulk files. Every member sees them; owners and admins upload, replace and delete.
 * A plan without watchlist screening is told it needs an upgrade.
 */
export function WatchlistsPage() {
  const { t } = useTranslation('watchlists');
  const errorMessage = useApiErrorMessage();
  const { user } = useAuth();
  const inOrganization = user !== null && user.organizationId !== null;
  const canManage = inOrganization && canManageOrganization(user.organizationRole);
  const lists = useWatchlists();

  let content: ReactNode;
  if (!inOrganization) {
    content = (
      <PageState
        kind="empty"
        icon={ListChecks}
        title={t('states.noOrganizationTitle')}
        message={t('states.noOrganization')}
      />
    );
  } else if (lists.isPending) {
    content = <PageState kind="loading" message={t('states.loading')} />;
  } else if (lists.isError && isPlanRefusal(lists.error)) {
    content = (
      <PageState
        kind="empty"
        icon={ListChecks}
        title={t('states.upgradeTitle')}
        message={errorMessage(lists.error, t('states.upgrade'))}
        action={
          <Button asChild variant="outline">
            <Link to={paths.billing}>{t('states.billing')}</Link>
          </Button>
        }
      />
    );
  } else if (lists.isError) {
    content = (
      <PageState
        kind="error"
        message={errorMessage(lists.error, t('states.error'))}
        action={
          <Button variant="outline" onClick={() => void lists.refetch()}>
            {t('states.retry')}
          </Button>
        }
      />
    );
  } else {
    const watchlists = lists.data.data.watchlists;
    content = (
      <>
        {canManage ? <WatchlistUploadForm /> : null}
        {watchlists.length === 0 ? (
          <PageState kind="empty" icon={ListChecks} message={t('states.empty')} />
        ) : (
          watchlists.map((watchlist) => (
            <WatchlistCard key={watchlist.id} watchlist={watchlist} canManage={canManage} />
          ))
        )}
      </>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-1 gap-6 px-4 py-8">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Button asChild variant="ghost">
            <Link to={paths.organization}>
              <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
              {t('back')}
            </Link>
          </Button>
        }
      />
      {content}
    </div>
  );
}
