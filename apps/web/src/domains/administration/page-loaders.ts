/**
 * Pages of the administration domain that the router loads on demand, each its own chunk. They live here rather
 * than in index.ts so the face stays a pure list of re-exports, which the bundler dissolves: a function declared
 * in the face would keep the face a module of the first load, and every page it re-exports with it.
 */
export const loadAuditTrailPage = () => import('./audit-trail/components/audit-trail-page');
