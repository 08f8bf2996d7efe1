/**
 * The screening domain's public face: what the router, the app shell and other domains use from it.
 * Nothing outside src/domains/screening/ imports a file inside it.
 */
export { VerifyCertificatePage } from './certificate-verification/components/verify-certificate-page';
export { verifyCertificateSearchSchema } from './certificate-verification/lib/verify-search';
export { ExportTemplateMenuItems } from './export-templates/components/export-template-menu-items';
export { ExportTemplatesDialog } from './export-templates/components/export-templates-dialog';
export { useReportExporter } from './exports/hooks/use-report-exporter';
export { MatchFeedbackControls } from './match-feedback/components/match-feedback-controls';
export { SaveSearchButton } from './saved-searches/components/save-search-button';
export { SavedSearchesPanel } from './saved-searches/components/saved-searches-panel';
export { SearchResultsPage } from './search-results/components/search-results-page';
export type { StoredOutcome } from './search-results/lib/stored-outcome';
export { MatchDetailDialog } from './search/components/match-detail-dialog';
export { MatchDetails } from './search/components/match-details';
export { ResultsCard } from './search/components/results-card';
export { SearchPage } from './search/components/search-page';
export { UsagePanel } from './usage/components/usage-panel';
