import type { Role } from '@sanctions/contracts';

/** The staff member acting: their id and their current role (read from the database by the auth guard). */
export interface StaffActor {
  id: string;
  role: Role;
}

/** Where and when a staff action happened, as its audit row stores it. */
export interface StaffActionContext {
  actor: StaffActor;
  targetId: string;
  at: Date;
  /** Optional reason typed by the staff member; kept in the audit row. */
  reason?: string | null;
  ip?: string | null;
  userAgent?: string | null;
}
