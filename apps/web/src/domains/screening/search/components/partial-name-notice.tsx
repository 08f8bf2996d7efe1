import { UserSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { useFormatters } from '../lib/use-formatters';

interface PartialNameNoticeProps {
  /** Listed parties holding the one name given, alerting or not. */
  candidateCount: number;
  /** How many of them reached the alert threshold. */
  alertCount: number;
}

/**
 * ADR 002 round 3: a one-name query is a partial-name screening. It says so plainly with its
 * candidate count, and when no candidate reached the threshold it says that this is not a clearance
 * (the card never shows "Safe to Proceed" for it).
 */
export function PartialNameNotice({ candidateCount, alertCount }: PartialNameNoticeProps) {
  const { t } = useTranslation('search');
  const { number } = useFormatters();
  return (
    <Alert variant="info" role="status" className="rounded-none border-x-0 border-t-0">
      <UserSearch aria-hidden="true" />
      <AlertTitle>{t('results.partialNameTitle')}</AlertTitle>
      <AlertDescription>
        <p>{t('results.partialName', { formatted: number(candidateCount) })}</p>
        {alertCount === 0 ? <p>{t('results.partialNameNoAlert')}</p> : null}
      </AlertDescription>
    </Alert>
  );
}
