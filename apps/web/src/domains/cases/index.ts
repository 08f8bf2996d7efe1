/**
 * The cases domain's public face: what the router, the app shell and other domains use from it.
 * Nothing outside src/domains/cases/ imports a file inside it.
 */
export { AlertPage } from './cases/components/alert-page';
export { CasesPage } from './cases/components/cases-page';
export { ClearancesPage } from './cases/components/clearances-page';
export { DecideHitButton } from './cases/components/decide-hit-button';
export { MonitorNameButton } from './monitoring/components/monitor-name-button';
export { useAddBulkRowsToMonitoring } from './shared/add-subject';
export { useAlertCounts } from './shared/alert-counts';
export { useCaseStatistics } from './shared/case-statistics';
export { useMonitoringErrorMessage } from './shared/use-monitoring-error-message';
export { loadMonitoringPage } from './page-loaders';
