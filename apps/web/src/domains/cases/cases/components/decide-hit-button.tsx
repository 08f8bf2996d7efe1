import type { SanctionList } from '@sanctions/contracts';
import { useNavigate } from '@tanstack/react-router';
import { Gavel } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useOpenBulkRowHitCase, useOpenSearchHitCase } from '../api/cases-api';
import { useCaseErrorMessage } from '../lib/use-case-error-message';

interface HitEntry {
  sanctionList: SanctionList;
  sourceId: string;
  /** The listed entry's name, for the button's accessible name. */
  name: string;
}

/** A hit of a stored single search (results card or history). */
export interface SearchHit extends HitEntry {
  searchId: string;
}

/** A hit of one bulk screening row. */
export interface BulkRowHit extends HitEntry {
  jobId: string;
  rowNumber: number;
}

/**
 * "Decide this hit" on a result row (ADR 024): opens the hit's case (or the undecided one already open) and
 * goes to the case page, where the decision and its four-eyes review are the same as for an alert. A single
 * search's hit and a bulk row's hit open the same kind of case.
 */
export function DecideHitButton({ hit }: { hit: SearchHit | BulkRowHit }) {
  const { t } = useTranslation('cases');
  const openSearch = useOpenSearchHitCase();
  const openBulkRow = useOpenBulkRowHitCase();
  const navigate = useNavigate();
  const errorMessage = useCaseErrorMessage();
  const handlers = {
    onSuccess: ({ alertId }: { alertId: string }) =>
      void navigate({ to: paths.caseAlert, params: { alertId } }),
    onError: (error: unknown) =>
      toast({
        title: t('searchHit.failed'),
        description: errorMessage(error, t('searchHit.failed')),
        variant: 'destructive',
      }),
  };
  const pair = { sanctionList: hit.sanctionList, sourceId: hit.sourceId };
  const decide = () =>
    'jobId' in hit
      ? openBulkRow.mutate({ jobId: hit.jobId, rowNumber: hit.rowNumber, ...pair }, handlers)
      : openSearch.mutate({ searchId: hit.searchId, ...pair }, handlers);
  return (
    <Button
      size="sm"
      variant="outline"
      title={t('searchHit.hint')}
      aria-label={`${t('searchHit.button')}: ${hit.name}`}
      disabled={openSearch.isPending || openBulkRow.isPending}
      onClick={decide}
    >
      <Gavel aria-hidden="true" />
      {t('searchHit.button')}
    </Button>
  );
}
