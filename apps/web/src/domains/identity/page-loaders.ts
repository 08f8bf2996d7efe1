/**
 * Pages of the identity domain that the router loads on demand, each its own chunk. They live here rather than
 * in index.ts so the face stays a pure list of re-exports, which the bundler dissolves: a function declared in
 * the face would keep the face a module of the first load, and every page it re-exports with it.
 */
export const loadApiIntegrationPage = () =>
  import('./api-integration/components/api-integration-page');
export const loadApiKeysPage = () => import('./api-keys/components/api-keys-page');
export const loadPasswordResetConfirmPage = () =>
  import('./password-reset/components/password-reset-confirm-page');
export const loadPasswordResetRequestPage = () =>
  import('./password-reset/components/password-reset-request-page');
export const loadVerifyEmailPage = () =>
  import('./email-verification/components/verify-email-page');
