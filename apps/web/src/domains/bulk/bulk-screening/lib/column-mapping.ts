import { BULK_FIELDS } from '@sanctions/contracts';
import type { BulkField, BulkMapping } from '@sanctions/contracts';

/** What the user chose per file column: a field, or '' to ignore the column. */
export type ColumnChoices = Record<string, BulkField | ''>;

const NAME_FIELDS: readonly BulkField[] = ['firstName', 'lastName', 'arabicName'];

/** The server's suggestion as one choice per column (columns it did not map are ignored). */
export function choicesFrom(columns: readonly string[], suggested: BulkMapping): ColumnChoices {
  return Object.fromEntries(columns.map((column) => [column, suggested[column] ?? '']));
}

/** The mapping sent with the job: ignored columns left out. */
export function mappingFrom(choices: ColumnChoices): BulkMapping {
  const mapping: BulkMapping = {};
  for (const [column, field] of Object.entries(choices)) {
    if (field !== '') mapping[column] = field;
  }
  return mapping;
}

/** Why the job cannot start with these choices, or null when it can. */
export type MappingProblem = { kind: 'noName' } | { kind: 'duplicate'; field: BulkField };

export function mappingProblem(choices: ColumnChoices): MappingProblem | null {
  const chosen = Object.values(choices).filter((field): field is BulkField => field !== '');
  const duplicate = chosen.find((field, index) => chosen.indexOf(field) !== index);
  if (duplicate !== undefined) return { kind: 'duplicate', field: duplicate };
  // Every row needs a name to screen; without a name column every row would be refused.
  if (!chosen.some((field) => NAME_FIELDS.includes(field))) return { kind: 'noName' };
  return null;
}

export function isBulkField(value: string): value is BulkField {
  return BULK_FIELDS.some((field) => field === value);
}
