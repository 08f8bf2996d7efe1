import type { SchemaNode } from './openapi-operations';

/** Strings tried, in order, against a `pattern` no field name covers; the first that matches is used. */
const PATTERN_CANDIDATES = ['fuzz-plan', '123456', '2026-01-01', '1970-01-01', '+1 555 0100'];

const FILLER = 'Fuzz text value';

export interface ExampleContext {
  /** Values for fields by name (passwords, e-mails, dates...), used before the schema's own hints. */
  byName: Readonly<Record<string, unknown>>;
  /** A fresh UUID for `format: uuid` strings no name covers. */
  uuid: () => string;
}

function firstVariant(node: SchemaNode): SchemaNode | undefined {
  const variants = node.anyOf ?? node.oneOf;
  if (variants === undefined) return undefined;
  return variants.find((variant) => variant.type !== 'null') ?? variants[0];
}

function exampleString(node: SchemaNode, context: ExampleContext): string {
  if (node.format === 'uuid') return context.uuid();
  if (node.format === 'date-time') return '2026-01-15T10:00:00.000Z';
  if (node.format === 'date') return '2026-01-15';
  if (node.pattern !== undefined) {
    const pattern = new RegExp(node.pattern);
    const match = PATTERN_CANDIDATES.find((candidate) => pattern.test(candidate));
    if (match !== undefined) return match;
  }
  const min = node.minLength ?? 0;
  const max = node.maxLength ?? Number.POSITIVE_INFINITY;
  return FILLER.padEnd(min, 'x').slice(0, max);
}

function exampleNumber(node: SchemaNode): number {
  const min = node.minimum ?? 0;
  const candidate = Math.max(min, 1);
  return node.maximum !== undefined && candidate > node.maximum ? min : candidate;
}

/**
 * A value the schema accepts, as far as a JSON Schema tells (refinements are not in it: field names in
 * `context.byName` cover those). Every optional property is filled, so each one is reached by a mutation.
 */
export function exampleValue(node: SchemaNode, context: ExampleContext, name?: string): unknown {
  if (name !== undefined && Object.hasOwn(context.byName, name)) return context.byName[name];
  const variant = firstVariant(node);
  if (variant !== undefined) return exampleValue(variant, context, name);
  if (node.const !== undefined) return node.const;
  if (node.enum !== undefined && node.enum.length > 0) return node.enum[0];
  const type = Array.isArray(node.type) ? node.type.find((each) => each !== 'null') : node.type;
  switch (type) {
    case 'object': {
      const entries = Object.entries(node.properties ?? {}).map(
        ([key, child]) => [key, exampleValue(child, context, key)] as const,
      );
      return Object.fromEntries(entries);
    }
    case 'array':
      return node.items === undefined ? [] : [exampleValue(node.items, context)];
    case 'string':
      return exampleString(node, context);
    case 'integer':
    case 'number':
      return exampleNumber(node);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return node.properties === undefined
        ? FILLER
        : exampleValue({ ...node, type: 'object' }, context);
  }
}
