import type { SeatUsage } from '@sanctions/contracts';

/** Seats taken as the server counts them: active members plus open invitations. */
export function seatsUsed(seats: SeatUsage): number {
  return seats.activeMembers + seats.openInvitations;
}

/** True when no seat is left for another invitation. */
export function isPlanFull(seats: SeatUsage): boolean {
  return seats.maxUsers !== null && seatsUsed(seats) >= seats.maxUsers;
}
