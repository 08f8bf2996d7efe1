// The screening domain's public face (ADR 034): the engine adapter and screening index, search and its evidence, history, saved searches, match feedback, reports and certificates, export templates and usage quotas.
// Other domains and the composition roots import only what is exported here, never a file inside.
export { countNamedCountries } from './engine/count-named-countries';
export { describeIndex } from './engine/describe-index';
export { diffMatches, isIdenticalResult } from './engine/diff-matches';
export type { IndexChannel, RemoteIndexState } from './engine/index-ipc-messages';
export { INDEX_LOADING_RETRY_SECONDS } from './engine/index-loading-error';
export {
  indexSnapshotPath,
  readIndexSnapshotFile,
  writeIndexSnapshotFile,
} from './engine/index-snapshot-file';
export { encodeIndexSnapshot, snapshotKey } from './engine/index-snapshot';
export { createRemoteIndex } from './engine/remote-index';
export type { ScreenedMany } from './engine/remote-index';
export { checkServedLists } from './engine/require-served-lists';
export { screenInProcess } from './engine/screen-in-process';
export { pushIndexState, serveIndexOverIpc } from './engine/serve-index-over-ipc';
export { toEngineQuery } from './engine/to-engine-query';
export { toMatchDto } from './engine/to-match-dto';
export { toEntryFields, toSanctionEntry } from './engine/to-sanction-entry';
export { exportTemplatesRoutes } from './export-templates/export-templates.routes';
export { takeExportTemplateForUse } from './export-templates/export-templates.service';
export { matchFeedbackRoutes } from './match-feedback/match-feedback.routes';
export { CERTIFICATE_VERIFY_RATE_LIMIT } from './reports/certificate.routes';
export { attachPartyGroups, matchKey, withPartyGroup } from './party-groups/attach-party-groups';
export { findPartyGroups } from './party-groups/find-party-groups';
export { planHasPepCheck } from './pep/plan-pep-check';
export { toPepMatchDto } from './pep/to-pep-match-dto';
export { reportRoutes } from './reports/report.routes';
export { savedSearchesRoutes } from './saved-searches/saved-searches.routes';
export { searchHistoryRoutes } from './search-history/search-history.routes';
export {
  findSearchEvidence,
  loadSearchEvidence,
  loadStoredEvidence,
} from './search/search-evidence.service';
export type { MarkClearedMatches } from './search/search-ports';
export { SEARCH_RATE_LIMIT, searchRoutes } from './search/search.routes';
export { searchQuota } from './usage/usage-quota';
export { usageRoutes } from './usage/usage.routes';
export {
  assertWatchlistPlan,
  readWatchlistPlan,
  screensWatchlists,
} from './watchlists/plan-watchlist-screening';
export { organizationWatchlistIndex } from './watchlists/organization-watchlist-index';
export {
  organizationWatchlistScreener,
  screenOrganizationWatchlists,
} from './watchlists/screen-watchlists';
export type { WatchlistScreener } from './watchlists/screen-watchlists';
