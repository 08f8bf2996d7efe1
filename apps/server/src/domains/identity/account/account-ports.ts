import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '@sanctions/contracts';

/**
 * Password re-confirmation with a per-user throttle, provided by the two-factor feature and injected by
 * the router (features do not import each other). 400 with an issue on `field.field` when wrong, 429 when
 * throttled.
 */
export interface PasswordConfirmation {
  confirmPassword(
    request: FastifyRequest,
    user: SessionUser,
    password: string,
    field: { field: string; message: string },
  ): Promise<void>;
}
