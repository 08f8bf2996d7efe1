import type { Match } from '@sanctions/contracts';
import { AlertPage } from '@/features/cases/components/alert-page';
import { CasesPage } from '@/features/cases/components/cases-page';
import { MatchDetails } from '@/features/search/components/match-details';
import { caseAlertRoute, casesRoute } from './cases';

// The alert's match shows in the single search's own detail view (the features do not import each other).
const renderMatchDetails = (match: Match) => <MatchDetails match={match} />;

export function CasesRoute() {
  const { subjectId } = casesRoute.useSearch();
  return <CasesPage subjectId={subjectId} />;
}

export function CaseAlertRoute() {
  const { alertId } = caseAlertRoute.useParams();
  return <AlertPage alertId={alertId} renderMatchDetails={renderMatchDetails} />;
}
