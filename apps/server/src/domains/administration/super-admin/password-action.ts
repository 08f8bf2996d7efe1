import type { RequestOrigin } from '../../../lib/request-origin';

/** A super admin's password action on a user, as its audit row records it. */
export interface PasswordAction {
  actor: { id: string; email: string };
  targetId: string;
  reason: string;
  at: Date;
  origin: RequestOrigin;
}
