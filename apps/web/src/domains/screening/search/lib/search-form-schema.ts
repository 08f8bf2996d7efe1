import { requireSearchName, searchFieldsSchema } from '@sanctions/contracts';
import { z } from 'zod';

// Text inputs yield '' when left empty; the contract's optional fields expect them absent.
const blankAsAbsent = <S extends z.ZodType<string | undefined, string | undefined>>(schema: S) =>
  z
    .string()
    .transform((value) => (value.trim() === '' ? undefined : value))
    .pipe(schema);

/** The search contract, with the optional text fields accepting an empty input. */
export const searchFormSchema = requireSearchName(
  searchFieldsSchema.extend({
    dateOfBirth: blankAsAbsent(searchFieldsSchema.shape.dateOfBirth),
    nationality: blankAsAbsent(searchFieldsSchema.shape.nationality),
  }),
);

export type SearchFormInput = z.input<typeof searchFormSchema>;
export type SearchFormValues = z.output<typeof searchFormSchema>;

export const SEARCH_FORM_FIELDS = [
  'firstName',
  'lastName',
  'arabicName',
  'dateOfBirth',
  'nationality',
  'searchType',
  'sanctionLists',
] as const satisfies readonly (keyof SearchFormInput)[];
export type SearchFormField = (typeof SEARCH_FORM_FIELDS)[number];

export function isSearchFormField(value: unknown): value is SearchFormField {
  return SEARCH_FORM_FIELDS.some((field) => field === value);
}
