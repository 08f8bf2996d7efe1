import type { SanctionList } from '@sanctions/contracts';
import { useNavigate } from '@tanstack/react-router';
import { Gavel } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useOpenSearchHitCase } from '../api/cases-api';
import { useCaseErrorMessage } from '../lib/use-case-error-message';

export interface SearchHit {
  searchId: string;
  sanctionList: SanctionList;
  sourceId: string;
  /** The listed entry's name, for the button's accessible name. */
  name: string;
}

/**
 * "Decide this hit" on a result row (ADR 024): opens the hit's case (or the undecided one already open) and
 * goes to the case page, where the decision and its four-eyes review are the same as for an alert.
 */
export function DecideHitButton({ hit }: { hit: SearchHit }) {
  const { t } = useTranslation('cases');
  const open = useOpenSearchHitCase();
  const navigate = useNavigate();
  const errorMessage = useCaseErrorMessage();
  const decide = () =>
    open.mutate(
      { searchId: hit.searchId, sanctionList: hit.sanctionList, sourceId: hit.sourceId },
      {
        onSuccess: ({ alertId }) => void navigate({ to: paths.caseAlert, params: { alertId } }),
        onError: (error) =>
          toast({
            title: t('searchHit.failed'),
            description: errorMessage(error, t('searchHit.failed')),
            variant: 'destructive',
          }),
      },
    );
  return (
    <Button
      size="sm"
      variant="outline"
      title={t('searchHit.hint')}
      aria-label={`${t('searchHit.button')}: ${hit.name}`}
      disabled={open.isPending}
      onClick={decide}
    >
      <Gavel aria-hidden="true" />
      {t('searchHit.button')}
    </Button>
  );
}
