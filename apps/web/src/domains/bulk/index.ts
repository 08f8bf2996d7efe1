/**
 * The bulk domain's public face: what the router, the app shell and other domains use from it.
 * Nothing outside src/domains/bulk/ imports a file inside it.
 */
export { BulkJobPage } from './bulk-screening/components/bulk-job-page';
export { loadBulkScreeningPage } from './page-loaders';
