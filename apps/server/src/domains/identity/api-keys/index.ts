export {
  API_KEY_PREFIX_LENGTH,
  apiKeyEnvironmentFor,
  generateApiKey,
  hashApiKey,
  isWellFormedApiKey,
  looksLikeApiKey,
} from './api-key-format';
export type { ApiKeyEnvironment, GeneratedApiKey } from './api-key-format';
export { readApiKeyCredential } from './api-key-credential';
export {
  API_CALL_LIMIT_MESSAGE,
  API_KEY_NOT_ACCEPTED_MESSAGE,
  INVALID_API_KEY_MESSAGE,
  authenticateApiKey,
  missingScopeMessage,
} from './authenticate-api-key';
export type { RequestApiKey } from './authenticate-api-key';
export { NO_API_ACCESS_MESSAGE, findOrganizationApiPlan } from './organization-api-plan';
export type { OrganizationApiPlan } from './organization-api-plan';
