import type { Env } from '../../env';
import { createSecretBox } from './secret-box';
import type { SecretBox } from './secret-box';
import { deriveSecretKeyring } from './secret-keys';

/** The server's secret box from `SECRETS_KEY`, `SECRETS_KEY_PREVIOUS` and `JWT_SECRET` (ADR 013). */
export function createEnvSecretBox(
  env: Pick<Env, 'SECRETS_KEY' | 'SECRETS_KEY_PREVIOUS' | 'JWT_SECRET'>,
): SecretBox {
  return createSecretBox(
    deriveSecretKeyring({
      secretsKey: env.SECRETS_KEY,
      previousKeys: env.SECRETS_KEY_PREVIOUS,
      jwtSecret: env.JWT_SECRET,
    }),
  );
}
