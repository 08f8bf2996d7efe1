/**
 * The bulk domain's public face: what the router, the app shell and other domains use from it.
 * Nothing outside src/domains/bulk/ imports a file inside it.
 */
export { BulkJobPage } from './bulk-screening/components/bulk-job-page';

// Pages the router loads on demand (each its own chunk, out of the first load).
export const loadBulkScreeningPage = () =>
  import('./bulk-screening/components/bulk-screening-page');
