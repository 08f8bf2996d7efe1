import type { UserChanges } from '@sanctions/contracts';
import type { ManagedUserRow } from './lock-managed-user';

type ChangeKey = keyof UserChanges;
const CHANGE_KEYS: readonly ChangeKey[] = [
  'firstName',
  'lastName',
  'email',
  'role',
  'isActive',
  'maxSearchesPerDay',
  'maxSearchesPerMonth',
  'notes',
];

/** The values before and after of the fields that really change: what the audit row records. */
export interface FieldDiff {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  /** The update to write (only the changed fields). */
  set: Partial<Pick<ManagedUserRow, ChangeKey>>;
}

/** Compares the requested changes with the stored row; unchanged and absent fields are left out. */
export function diffUserChanges(row: ManagedUserRow, changes: UserChanges): FieldDiff {
  const diff: FieldDiff = { before: {}, after: {}, set: {} };
  for (const key of CHANGE_KEYS) {
    const next = changes[key];
    if (next === undefined || next === row[key]) continue;
    diff.before[key] = row[key];
    diff.after[key] = next;
    Object.assign(diff.set, { [key]: next });
  }
  return diff;
}
