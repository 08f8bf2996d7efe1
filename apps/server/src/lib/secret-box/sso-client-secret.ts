import { AppError } from '../app-error';
import { SecretBoxError } from './secret-box';
import type { SecretBox } from './secret-box';

const UNREADABLE_MESSAGE = 'Single sign-on cannot be used right now. Please try again later.';

/** Associated data of an organisation's sealed OIDC client secret: it opens on that organisation's row only. */
function ssoClientSecretContext(organizationId: string): string {
  return `organization_sso_providers.client_secret:${organizationId}`;
}

/** The value to store in `organization_sso_providers.client_secret`. */
export function sealSsoClientSecret(
  box: SecretBox,
  organizationId: string,
  secret: string,
): string {
  return box.seal(secret, ssoClientSecretContext(organizationId));
}

/** The clear client secret; a key the server lacks fails closed with 503 for this sign-in only (ADR 013). */
export function openSsoClientSecret(
  box: SecretBox,
  organizationId: string,
  stored: string,
): string {
  try {
    return box.open(stored, ssoClientSecretContext(organizationId));
  } catch (error) {
    if (!(error instanceof SecretBoxError)) throw error;
    throw new AppError('SERVICE_UNAVAILABLE', UNREADABLE_MESSAGE, {
      details: { reason: error.message, keyId: error.keyId, organizationId },
      cause: error,
    });
  }
}
