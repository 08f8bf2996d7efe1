// The identity domain's public face (ADR 034): sign-up and sign-in, sessions and access tokens, two-factor, password reset, email verification, account, preferences and API keys.
// Other domains and the composition roots import only what is exported here, never a file inside.
export { accountRoutes } from './account/account.routes';
export { apiKeysRoutes } from './api-keys/api-keys.routes';
export { API_KEY_NOT_ACCEPTED_MESSAGE, authenticateApiKey, readApiKeyCredential } from './api-keys';
export type { RequestApiKey } from './api-keys';
export { REGISTER_RATE_LIMIT, authRoutes } from './auth/auth.routes';
export { createSessionStarter } from './auth/start-session';
export {
  SSO_DISCOVER_RATE_LIMIT,
  SSO_START_RATE_LIMIT,
  ssoSignInRoutes,
} from './sso-sign-in/sso-sign-in.routes';
export { issueEmailVerification } from './email-verification/email-verification-token';
export {
  VERIFY_EMAIL_RATE_LIMIT,
  emailVerificationRoutes,
} from './email-verification/email-verification.routes';
export {
  RESET_REQUEST_RATE_LIMIT,
  RESET_TOKEN_RATE_LIMIT,
  passwordResetRoutes,
} from './password-reset/password-reset.routes';
export { preferencesRoutes } from './preferences/preferences.routes';
export { sessionPolicyRoutes } from './session-policy/session-policy.routes';
export { createAccessTokenVerifier } from './sessions/access-token-verifier';
export type { AccessTokenVerifier } from './sessions/access-token-verifier';
export type { SessionStarter } from './sessions/session-starter';
export { findSessionUser } from './sessions/session-user';
export { sessionsRoutes } from './sessions/sessions.routes';
export { createIdentityCheck } from './two-factor/identity-check';
export { verifySecondFactor } from './two-factor/second-factor';
export { signInSecondFactor } from './two-factor/sign-in-second-factor';
export { twoFactorRoutes } from './two-factor/two-factor.routes';
