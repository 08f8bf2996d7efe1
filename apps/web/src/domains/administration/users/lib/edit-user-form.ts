import { updateUserBodySchema } from '@sanctions/contracts';
import type { AdminUser, Role, UpdateUserBody } from '@sanctions/contracts';

/** What the edit dialog's inputs hold: text as typed, so an emptied limit is caught, not read as 0. */
export interface EditUserValues {
  firstName: string;
  lastName: string;
  role: Role;
  isActive: boolean;
  maxSearchesPerDay: string;
  maxSearchesPerMonth: string;
  notes: string;
}

export const EDIT_USER_FIELDS = [
  'firstName',
  'lastName',
  'role',
  'maxSearchesPerDay',
  'maxSearchesPerMonth',
  'notes',
] as const;
export type EditUserField = (typeof EDIT_USER_FIELDS)[number];

// The admin edit form (spec 5): names and limits required; the contract's rules and messages otherwise.
const editUserFormSchema = updateUserBodySchema.required({
  firstName: true,
  lastName: true,
  maxSearchesPerDay: true,
  maxSearchesPerMonth: true,
});

export function toEditValues(user: AdminUser): EditUserValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    isActive: user.isActive,
    maxSearchesPerDay: user.maxSearchesPerDay === null ? '' : String(user.maxSearchesPerDay),
    maxSearchesPerMonth: user.maxSearchesPerMonth === null ? '' : String(user.maxSearchesPerMonth),
    notes: user.notes ?? '',
  };
}

const toNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));

function isField(value: unknown): value is EditUserField {
  return EDIT_USER_FIELDS.some((field) => field === value);
}

export type EditUserParse =
  { success: true; body: UpdateUserBody } | { success: false; invalid: EditUserField[] };

/** Validates the form with the contract; on failure, the fields in error (each shows its message). */
export function parseEditValues(values: EditUserValues): EditUserParse {
  const parsed = editUserFormSchema.safeParse({
    firstName: values.firstName,
    lastName: values.lastName,
    role: values.role,
    isActive: values.isActive,
    maxSearchesPerDay: toNumber(values.maxSearchesPerDay),
    maxSearchesPerMonth: toNumber(values.maxSearchesPerMonth),
    notes: values.notes.trim() === '' ? null : values.notes,
  });
  if (parsed.success) return { success: true, body: parsed.data };
  const invalid = parsed.error.issues.map((issue) => issue.path[0]).filter(isField);
  return { success: false, invalid: [...new Set(invalid)] };
}
