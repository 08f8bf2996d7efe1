import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import {
  API_KEY_SCOPES,
  DEFAULT_API_KEY_RATE_LIMIT,
  errorEnvelopeSchema,
  routeAccessFor,
} from '@sanctions/contracts';
import type { ApiKeyScope, ErrorEnvelope } from '@sanctions/contracts';
import {
  BULK_JOB_EXAMPLE,
  BULK_JOB_LIST_EXAMPLE,
  BULK_UPLOAD_DESCRIPTION,
  SEARCH_REQUEST_EXAMPLE,
  SEARCH_RESPONSE_EXAMPLE,
} from './public-api-examples';

export const PUBLIC_API_TAG = 'Public API';

/** A route an API key may call: a session's access token, or a key in either header. */
export const PUBLIC_API_SECURITY: Record<string, string[]>[] = [
  { bearerAuth: [] },
  { apiKey: [] },
  { bearerApiKey: [] },
];

const KEY_DESCRIPTION =
  'An API key made on the API keys page: `ssk_live_` followed by 32 random characters and a 6-character ' +
  'checksum. It acts as its user with only its scopes (`' +
  API_KEY_SCOPES.join('`, `') +
  '`), on the routes tagged "Public API" only. Never put it in a cookie or a URL: those are not read.';

/** The key schemes beside the session's `bearerAuth`. */
export const API_KEY_SECURITY_SCHEMES = {
  apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: KEY_DESCRIPTION },
  bearerApiKey: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'ssk_live_<32 base62>_<6 checksum>',
    description: `The same key as \`Authorization: Bearer <key>\`. ${KEY_DESCRIPTION}`,
  },
} as const;

export const PUBLIC_API_DESCRIPTION =
  '\n\n## Public API\n' +
  'Routes tagged **Public API** accept an API key (`X-API-Key: <key>` or `Authorization: Bearer <key>`) ' +
  'as well as a signed-in session. A key holds scopes: `search` (single screening and its stored ' +
  'evidence), `bulk` (bulk screening jobs), `monitoring` (reserved). Each key allows ' +
  `${DEFAULT_API_KEY_RATE_LIMIT} requests a minute unless set otherwise (429 \`RATE_LIMITED\` with ` +
  "`Retry-After`); for members of an organisation every call counts into the plan's monthly API calls " +
  '(429 when used up) and the plan must include API access. A malformed, unknown, revoked or expired key ' +
  "answers 401, a key without the route's scope 403, a key on any other route 401; errors keep the envelope.";

interface RouteExamples {
  description?: string;
  body?: unknown;
  response?: unknown;
}

/** Examples by route (`'METHOD /pattern'`) of the key routes. */
const EXAMPLES: Record<string, RouteExamples> = {
  'POST /api/v2/search': { body: SEARCH_REQUEST_EXAMPLE, response: SEARCH_RESPONSE_EXAMPLE },
  'POST /api/v2/bulk-search': {
    description: BULK_UPLOAD_DESCRIPTION,
    response: {
      success: true,
      data: { jobId: BULK_JOB_EXAMPLE.jobId, job: BULK_JOB_EXAMPLE, invalidRowSample: [] },
    },
  },
  'GET /api/v2/bulk-search': { response: { success: true, data: BULK_JOB_LIST_EXAMPLE } },
  'GET /api/v2/bulk-search/:jobId': { response: { success: true, data: BULK_JOB_EXAMPLE } },
};

const errorSchema = z.toJSONSchema(errorEnvelopeSchema);

function errorExample(code: ErrorEnvelope['code'], message: string): ErrorEnvelope {
  return { success: false, error: message, message, code, requestId: 'req-1a2b3c' };
}

function keyErrors(scope: ApiKeyScope) {
  return {
    401: {
      ...errorSchema,
      description: 'No credential, or a malformed, unknown, revoked or expired key',
      examples: [errorExample('UNAUTHENTICATED', 'Invalid, expired or revoked API key')],
    },
    403: {
      ...errorSchema,
      description: `The key lacks the \`${scope}\` scope, or the plan does not include API access`,
      examples: [errorExample('FORBIDDEN', `This API key does not have the '${scope}' scope`)],
    },
    429: {
      ...errorSchema,
      description:
        "The key's per-minute rate (see `Retry-After`) or the plan's monthly API calls are used up",
      examples: [errorExample('RATE_LIMITED', 'Monthly API call limit reached')],
    },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function withExample(jsonSchema: unknown, example: unknown): unknown {
  return example !== undefined && isRecord(jsonSchema)
    ? { ...jsonSchema, examples: [example] }
    : jsonSchema;
}

/**
 * The OpenAPI view of a route whose ROUTE_ACCESS row has `apiKeyScope`: the key schemes, the "Public
 * API" tag, the scope in its description, its examples and the key errors. Other routes pass unchanged.
 * Only the document changes; the route's own validation and serialisation are untouched.
 */
export function documentPublicApi(
  method: string | string[],
  url: string,
  schema: FastifySchema,
): FastifySchema {
  const [first] = Array.isArray(method) ? method : [method];
  const access = first === undefined ? undefined : routeAccessFor(first, url);
  if (access === undefined || typeof access === 'string' || access.apiKeyScope === undefined)
    return schema;
  const scope = access.apiKeyScope;
  const examples = EXAMPLES[`${first} ${url}`] ?? {};
  const response = isRecord(schema.response) ? schema.response : {};
  const successStatus = Object.keys(response).find((status) => status.startsWith('2'));
  const note = `API key scope: \`${scope}\`.`;
  return {
    ...schema,
    tags: [...(schema.tags ?? []), PUBLIC_API_TAG],
    security: PUBLIC_API_SECURITY,
    description: [schema.description, examples.description, note].filter(Boolean).join('\n\n'),
    ...(schema.body === undefined ? {} : { body: withExample(schema.body, examples.body) }),
    response: {
      ...keyErrors(scope),
      ...response,
      ...(successStatus === undefined
        ? {}
        : { [successStatus]: withExample(response[successStatus], examples.response) }),
    },
  };
}
