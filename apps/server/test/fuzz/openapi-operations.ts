import { z } from 'zod';

/** The part of a JSON Schema (as the OpenAPI document holds it) the fuzz cases are derived from. */
export interface SchemaNode {
  type?: string | string[] | undefined;
  format?: string | undefined;
  pattern?: string | undefined;
  enum?: unknown[] | undefined;
  const?: unknown;
  minLength?: number | undefined;
  maxLength?: number | undefined;
  minimum?: number | undefined;
  maximum?: number | undefined;
  minItems?: number | undefined;
  properties?: Record<string, SchemaNode> | undefined;
  items?: SchemaNode | undefined;
  anyOf?: SchemaNode[] | undefined;
  oneOf?: SchemaNode[] | undefined;
}

export const schemaNodeSchema: z.ZodType<SchemaNode> = z.lazy(() =>
  z.object({
    type: z.union([z.string(), z.array(z.string())]).optional(),
    format: z.string().optional(),
    pattern: z.string().optional(),
    enum: z.array(z.unknown()).optional(),
    const: z.unknown().optional(),
    minLength: z.number().optional(),
    maxLength: z.number().optional(),
    minimum: z.number().optional(),
    maximum: z.number().optional(),
    minItems: z.number().optional(),
    properties: z.record(z.string(), schemaNodeSchema).optional(),
    items: schemaNodeSchema.optional(),
    anyOf: z.array(schemaNodeSchema).optional(),
    oneOf: z.array(schemaNodeSchema).optional(),
  }),
);

const parameterSchema = z.object({
  name: z.string(),
  in: z.string(),
  schema: schemaNodeSchema.optional(),
});

const operationSchema = z.object({
  parameters: z.array(parameterSchema).optional(),
  requestBody: z
    .object({
      content: z.record(z.string(), z.object({ schema: schemaNodeSchema.optional() })).optional(),
    })
    .optional(),
});

const documentSchema = z.object({
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

/** What a route accepts, read from the OpenAPI document the contracts generate. */
export interface OperationShape {
  body: SchemaNode | undefined;
  query: Map<string, SchemaNode>;
  params: Map<string, SchemaNode>;
}

/**
 * The request shapes of every operation, keyed `'METHOD /pattern'` in Fastify's `:param` form (the route
 * access key), from `app.swagger()`.
 */
export function readOperationShapes(document: unknown): Map<string, OperationShape> {
  const shapes = new Map<string, OperationShape>();
  for (const [path, operations] of Object.entries(documentSchema.parse(document).paths)) {
    const pattern = path.replace(/\{([^}]+)\}/g, ':$1');
    for (const [method, raw] of Object.entries(operations)) {
      const operation = operationSchema.safeParse(raw);
      if (!operation.success) continue;
      const parameters = operation.data.parameters ?? [];
      const byPlace = (place: string) =>
        new Map(
          parameters
            .filter((parameter) => parameter.in === place)
            .map((parameter) => [parameter.name, parameter.schema ?? {}] as const),
        );
      shapes.set(`${method.toUpperCase()} ${pattern}`, {
        body: operation.data.requestBody?.content?.['application/json']?.schema,
        query: byPlace('query'),
        params: byPlace('path'),
      });
    }
  }
  return shapes;
}
