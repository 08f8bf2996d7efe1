import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  bulkJobListSchema,
  bulkJobSchema,
  errorEnvelopeSchema,
  searchRequestSchema,
  searchResponseSchema,
} from '@sanctions/contracts';
import { useTestApp } from '../../test/use-test-app';
import {
  BULK_JOB_EXAMPLE,
  BULK_JOB_LIST_EXAMPLE,
  SEARCH_REQUEST_EXAMPLE,
  SEARCH_RESPONSE_EXAMPLE,
} from './public-api-examples';

const operationSchema = z.looseObject({
  tags: z.array(z.string()).optional(),
  security: z.array(z.record(z.string(), z.array(z.string()))).optional(),
  description: z.string().optional(),
  requestBody: z
    .looseObject({
      content: z.record(z.string(), z.looseObject({ example: z.unknown().optional() })),
    })
    .optional(),
  responses: z.record(
    z.string(),
    z.looseObject({
      content: z.record(z.string(), z.looseObject({ example: z.unknown().optional() })).optional(),
    }),
  ),
});

const documentSchema = z.looseObject({
  info: z.looseObject({ description: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z.looseObject({ securitySchemes: z.record(z.string(), z.unknown()) }),
});

describe('OpenAPI: the public API', () => {
  const t = useTestApp();

  async function readDocument() {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    return documentSchema.parse(response.json());
  }

  function operation(document: z.infer<typeof documentSchema>, path: string, method: string) {
    return operationSchema.parse(document.paths[path]?.[method]);
  }

  it('declares the key schemes beside the session bearer', async () => {
    const document = await readDocument();
    expect(document.components.securitySchemes).toMatchObject({
      bearerAuth: { type: 'http', scheme: 'bearer' },
      apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
      bearerApiKey: { type: 'http', scheme: 'bearer' },
    });
    expect(document.info.description).toContain('## Public API');
  });

  it('marks POST /api/v2/search with the key security, the tag, the scope, examples and key errors', async () => {
    const search = operation(await readDocument(), '/api/v2/search', 'post');
    expect(search.security).toEqual([{ bearerAuth: [] }, { apiKey: [] }, { bearerApiKey: [] }]);
    expect(search.tags).toEqual(['Search', 'Public API']);
    expect(search.description).toContain('API key scope: `search`');
    expect(search.requestBody?.content['application/json']?.example).toEqual(
      SEARCH_REQUEST_EXAMPLE,
    );
    expect(search.responses['200']?.content?.['application/json']?.example).toEqual(
      SEARCH_RESPONSE_EXAMPLE,
    );
    for (const status of ['401', '403', '429']) {
      const example = search.responses[status]?.content?.['application/json']?.example;
      expect(errorEnvelopeSchema.safeParse(example).success, status).toBe(true);
    }
  });

  it('leaves routes without apiKeyScope to the session alone', async () => {
    const document = await readDocument();
    for (const [path, method] of [
      ['/api/v2/user/api-keys', 'get'],
      ['/api/v2/user/api-keys', 'post'],
      ['/api/v2/search/{id}/reproduce', 'post'],
    ] as const) {
      const described = operation(document, path, method);
      expect(described.security, `${method} ${path}`).toEqual([{ bearerAuth: [] }]);
      expect(described.tags ?? []).not.toContain('Public API');
    }
  });

  it('tags every bulk route registered so far as public API with the bulk scope', async () => {
    const document = await readDocument();
    const bulkPaths = Object.keys(document.paths).filter((path) =>
      path.startsWith('/api/v2/bulk-search'),
    );
    for (const path of bulkPaths) {
      for (const method of Object.keys(document.paths[path] ?? {})) {
        const described = operation(document, path, method);
        expect(described.tags, `${method} ${path}`).toContain('Public API');
        expect(described.description).toContain('API key scope: `bulk`');
      }
    }
  });

  it('has examples that the contracts accept', () => {
    expect(searchRequestSchema.safeParse(SEARCH_REQUEST_EXAMPLE).success).toBe(true);
    expect(searchResponseSchema.parse(SEARCH_RESPONSE_EXAMPLE)).toEqual(SEARCH_RESPONSE_EXAMPLE);
    expect(bulkJobSchema.parse(BULK_JOB_EXAMPLE)).toEqual(BULK_JOB_EXAMPLE);
    expect(bulkJobListSchema.parse(BULK_JOB_LIST_EXAMPLE)).toEqual(BULK_JOB_LIST_EXAMPLE);
  });
});
