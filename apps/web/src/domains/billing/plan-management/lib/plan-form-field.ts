import type { PlanLimitField } from './plan-form-values';
import { PLAN_LIMIT_FIELDS } from './plan-form-values';

/** The dialog's fields that can carry an error message. */
export type PlanFormField =
  | 'name'
  | 'displayName'
  | 'description'
  | 'monthlyPrice'
  | 'yearlyPrice'
  | 'additionalCheckPrice'
  | `limits.${PlanLimitField}`
  | 'highlightsEn'
  | 'highlightsAr'
  | 'sortOrder';

const DIRECT_FIELDS = [
  'name',
  'displayName',
  'description',
  'monthlyPrice',
  'yearlyPrice',
  'additionalCheckPrice',
  'sortOrder',
] as const;

function isDirectField(value: unknown): value is (typeof DIRECT_FIELDS)[number] {
  return DIRECT_FIELDS.some((field) => field === value);
}

function isLimitField(value: unknown): value is PlanLimitField {
  return PLAN_LIMIT_FIELDS.some((field) => field === value);
}

/** The field a validation issue's path (from the contract or the server) belongs to; null when none. */
export function planFormField(path: readonly PropertyKey[]): PlanFormField | null {
  const [first, second] = path;
  if (isDirectField(first)) return first;
  if (isLimitField(first)) return `limits.${first}`;
  if (first === 'highlights') return second === 'en' ? 'highlightsEn' : 'highlightsAr';
  return null;
}
