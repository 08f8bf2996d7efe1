/**
 * The lists domain's public face: what the router, the app shell and other domains use from it.
 * Nothing outside src/domains/lists/ imports a file inside it.
 */
export { ListFreshnessIndicator } from './list-freshness/components/list-freshness-indicator';
export { useMissingLists } from './list-freshness/hooks/use-missing-lists';
export { useOfferedLists } from './list-freshness/hooks/use-offered-lists';
export { useServedLists } from './list-freshness/hooks/use-served-lists';
export { SanctionsUpdatesPage } from './sanctions-updates/components/sanctions-updates-page';
export { SanctionsSettingsTab } from './sanctions/components/sanctions-settings-tab';
