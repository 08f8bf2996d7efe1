import { randomBytes } from 'node:crypto';
import type { SecretBox } from '../../../lib/secret-box/secret-box';

/** A new signing secret: `whsec_` and 32 random bytes (base64url), shown once to the user. */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** Associated data of an endpoint's sealed secret (ADR 013): it opens on its own row only. */
function webhookSecretContext(webhookId: string): string {
  return `webhook_endpoints.secret:${webhookId}`;
}

export function sealWebhookSecret(box: SecretBox, webhookId: string, secret: string): string {
  return box.seal(secret, webhookSecretContext(webhookId));
}

export function openWebhookSecret(box: SecretBox, webhookId: string, sealed: string): string {
  return box.open(sealed, webhookSecretContext(webhookId));
}
