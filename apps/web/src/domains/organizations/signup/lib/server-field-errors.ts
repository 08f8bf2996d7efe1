import { ORGANIZATION_NAME_TAKEN_MESSAGE, OWNER_EMAIL_TAKEN_MESSAGE } from '@sanctions/contracts';
import { ApiError } from '@/lib/api-error';
import { ADMIN_ACCOUNT_FIELDS, ORGANIZATION_FIELDS } from './signup-forms';
import type { AdminAccountField, OrganizationField } from './signup-forms';

export type ServerFieldError =
  | { form: 'organization'; field: OrganizationField; message: string }
  | { form: 'user'; field: AdminAccountField; message: string };

function isOrganizationField(value: unknown): value is OrganizationField {
  return ORGANIZATION_FIELDS.some((field) => field === value);
}

function isAdminAccountField(value: unknown): value is AdminAccountField {
  return ADMIN_ACCOUNT_FIELDS.some((field) => field === value);
}

/**
 * The form fields a failed sign-up names: each validation issue at organization.* or user.*, and the
 * field a duplicate (409) is about. Issues about other parts of the payload stay in the alert only.
 */
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  if (!(error instanceof ApiError)) return [];
  const errors: ServerFieldError[] = [];
  for (const issue of error.issues) {
    const [part, field] = issue.path;
    if (part === 'organization' && isOrganizationField(field)) {
      errors.push({ form: 'organization', field, message: issue.message });
    } else if (part === 'user' && isAdminAccountField(field)) {
      errors.push({ form: 'user', field, message: issue.message });
    }
  }
  if (error.message === ORGANIZATION_NAME_TAKEN_MESSAGE) {
    errors.push({ form: 'organization', field: 'name', message: error.message });
  }
  if (error.message === OWNER_EMAIL_TAKEN_MESSAGE) {
    errors.push({ form: 'user', field: 'email', message: error.message });
  }
  return errors;
}
