import type { Match } from '@sanctions/contracts';
import { Dialog } from '@/components/ui/dialog';
import { AlertPage, CasesPage, ClearancesPage } from '@/domains/cases';
import { MatchDetails } from '@/domains/screening';
import { caseAlertRoute, casesRoute } from './cases';

// The alert's match shows in the single search's own detail view (the features do not import each other).
// That view titles a dialog; on the page a closed Dialog root gives its title the context it needs.
const renderMatchDetails = (match: Match) => (
  <Dialog open={false}>
    <MatchDetails match={match} />
  </Dialog>
);

export function CasesRoute() {
  const { subjectId } = casesRoute.useSearch();
  return <CasesPage subjectId={subjectId} />;
}

export function CaseAlertRoute() {
  const { alertId } = caseAlertRoute.useParams();
  return <AlertPage alertId={alertId} renderMatchDetails={renderMatchDetails} />;
}

export function CaseClearancesRoute() {
  return <ClearancesPage />;
}
