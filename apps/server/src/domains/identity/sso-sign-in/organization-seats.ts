import type { SeatUsage } from '@sanctions/contracts';
import type { Tx } from '../../../db/client';

/**
 * What a just-in-time member needs from the organisations domain (its seats and member limits), handed in
 * by routes.ts: organizations depends on identity, so identity may not import it.
 */
export interface OrganizationSeats {
  /** Takes the organisation's row lock until the transaction ends. */
  lock(tx: Tx, organizationId: string): Promise<unknown>;
  count(tx: Tx, organizationId: string, now: Date): Promise<SeatUsage>;
  memberLimits(
    tx: Tx,
    organizationId: string,
  ): Promise<{ maxSearchesPerDay: number; maxSearchesPerMonth: number }>;
}
