import { BULK_FIELDS, bulkJobOptionsSchema, bulkMappingSchema } from '@sanctions/contracts';
import type { BulkJobOptions, BulkMapping } from '@sanctions/contracts';
import { AppError } from '../../../lib/app-error';

/** The multipart text fields of POST /api/v2/bulk-search, checked. */
export function readBulkOptions(fields: Record<string, string>): BulkJobOptions {
  const parsed = bulkJobOptionsSchema.safeParse(fields);
  if (!parsed.success) {
    throw new AppError('VALIDATION_FAILED', 'The screening options are invalid', {
      issues: parsed.error.issues.map((issue) => ({
        path: issue.path.filter((key) => typeof key !== 'symbol'),
        message: issue.message,
      })),
    });
  }
  return parsed.data;
}

const NAME_FIELDS = ['firstName', 'lastName', 'arabicName'] as const;

/**
 * The mapping to use: the client's (JSON text) when sent, else the server's suggestion. It must name
 * only columns the file has, map each field once, and map at least one name column.
 */
export function resolveMapping(
  mappingText: string | undefined,
  columns: readonly string[],
  suggested: BulkMapping,
): BulkMapping {
  const mapping = mappingText === undefined ? suggested : parseMapping(mappingText);
  const unknown = Object.keys(mapping).filter((column) => !columns.includes(column));
  if (unknown.length > 0) {
    throw new AppError(
      'VALIDATION_FAILED',
      `The mapping names columns the file does not have: ${unknown.join(', ')}. The file's columns are: ${columns.join(', ')}.`,
    );
  }
  const fields = Object.values(mapping);
  const repeated = BULK_FIELDS.filter((field) => fields.filter((f) => f === field).length > 1);
  if (repeated.length > 0) {
    throw new AppError(
      'VALIDATION_FAILED',
      `Each field can come from one column only; more than one column is mapped to: ${repeated.join(', ')}.`,
    );
  }
  if (!NAME_FIELDS.some((field) => fields.includes(field))) {
    throw new AppError(
      'VALIDATION_FAILED',
      `No column of the file is mapped to a name (first name, last name or Arabic name), so nothing can be screened. The file's columns are: ${columns.join(', ')}. Use the template's headers or map the columns yourself.`,
    );
  }
  return mapping;
}

function parseMapping(text: string): BulkMapping {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AppError('VALIDATION_FAILED', 'The column mapping is not valid JSON.');
  }
  const parsed = bulkMappingSchema.safeParse(json);
  if (!parsed.success) {
    throw new AppError(
      'VALIDATION_FAILED',
      `The column mapping must map column names to fields among: ${BULK_FIELDS.join(', ')}.`,
      {
        issues: parsed.error.issues.map((issue) => ({
          path: ['mapping', ...issue.path.filter((key) => typeof key !== 'symbol')],
          message: issue.message,
        })),
      },
    );
  }
  return parsed.data;
}
