import type { ApiKey } from '@sanctions/contracts';

/** How a stored key is recognised without its secret: `ssk_live_Ab3d…wxyz`. */
export function maskedKey(apiKey: Pick<ApiKey, 'prefix' | 'last4'>): string {
  return `${apiKey.prefix}…${apiKey.last4}`;
}
