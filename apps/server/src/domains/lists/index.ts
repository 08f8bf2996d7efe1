// The lists domain's public face (ADR 034): sanctions list sources, imports and versions, and the list-update feed.
// Other domains and the composition roots import only what is exported here, never a file inside.
export { startListMaintenance } from './sanctions/list-schedule';
export { listenForActivations } from './sanctions/listen-for-activations';
export { parseListFolder } from './sanctions/parse-list-folder';
export { findActiveVersions, findEntriesOfVersions } from './sanctions/sanctions.queries';
export { findServedVersions } from './sanctions/served-versions';
export { pepUploadRoutes } from './sanctions/pep-upload.routes';
export { sanctionsRoutes } from './sanctions/sanctions.routes';
export { listUpdatesRoutes } from './updates/list-updates.routes';
export { watchlistsRoutes } from './watchlists/watchlists.routes';
