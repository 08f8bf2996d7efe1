// The cases domain's public face (ADR 034): monitored subjects, their alerts and decisions, clearances, re-screening after list updates, and monitoring notifications.
// Other domains and the composition roots import only what is exported here, never a file inside.
export { monitoringAlertsRoutes } from './monitoring-alerts/monitoring-alerts.routes';
export { monitoringClearancesRoutes } from './monitoring-clearances/monitoring-clearances.routes';
export { monitoringNotificationsRoutes } from './monitoring-notifications/monitoring-notifications.plugin';
export { closeDeletedWatchlistAlerts } from './monitoring-rescreen/close-removed-alerts';
export { monitoringRescreenJobs } from './monitoring-rescreen/monitoring-rescreen.plugin';
export { monitoringSubjectsRoutes } from './monitoring-subjects/monitoring-subjects.routes';
export { markClearedMatches } from './monitoring/mark-cleared-matches';
export { markSearchMatchesCleared } from './monitoring/mark-search-matches-cleared';
export { MONITORING_JOBS } from './monitoring/monitoring-jobs';
