import { sql } from 'drizzle-orm';
import type { Tx } from './client';

/**
 * Namespaces of the two-key advisory locks (`pg_advisory_xact_lock(int, int)`): the first key names what is
 * locked, the second is `hashtext` of the value. PostgreSQL keeps the two-key form apart from the one-key
 * locks of migrations and list jobs, so the two never collide.
 */
export const LOCK_NAMESPACE = {
  /** Sign-in attempts of one e-mail address. */
  loginEmail: 1,
  /** Sign-in attempts from one client address. */
  loginIp: 2,
  /** Password and code confirmations of one signed-in user. */
  reauthUser: 3,
} as const;

export interface LockKey {
  namespace: (typeof LOCK_NAMESPACE)[keyof typeof LOCK_NAMESPACE];
  value: string;
}

/**
 * Takes transaction-scoped advisory locks, waiting for each, in the order given: callers that lock several
 * keys must always list the namespaces in the same order, so two transactions never wait on each other
 * crosswise. Released at COMMIT or ROLLBACK. Works the same on PGlite, where one session runs every
 * transaction and the lock is always free. Statements after this one see everything committed by the
 * lock's previous holder (each statement of a READ COMMITTED transaction takes a new snapshot).
 */
export async function lockKeys(tx: Tx, keys: readonly LockKey[]): Promise<void> {
  for (const key of keys) {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${key.namespace}::int, hashtext(${key.value}))`,
    );
  }
}
