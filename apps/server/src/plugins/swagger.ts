import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { PRODUCT_NAME } from '@sanctions/contracts';
import {
  API_KEY_SECURITY_SCHEMES,
  PUBLIC_API_DESCRIPTION,
  PUBLIC_API_TAG,
  documentPublicApi,
} from './public-api-docs';

/**
 * OpenAPI 3 document generated from the routes' zod schemas (the contracts), and its UI at `/api/docs`.
 * The UI's assets are served from the package itself: no CDN, works offline.
 */
export async function registerSwagger(
  app: FastifyInstance,
  options: { version: string; isHttps: boolean },
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${PRODUCT_NAME} API`,
        description:
          'Screening of people and organisations against the OFAC, UN, EU and UK sanctions lists, with the account, ' +
          'organisation, billing and administration areas around it. Every reply is an envelope: ' +
          '`{ success: true, data, message? }` or `{ success: false, error, message, code, requestId, issues? }`.' +
          PUBLIC_API_DESCRIPTION,
        version: options.version,
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          ...API_KEY_SECURITY_SCHEMES,
        },
      },
      tags: [
        {
          name: PUBLIC_API_TAG,
          description: 'Routes an API key may call (X-API-Key or Authorization: Bearer ssk_...)',
        },
      ],
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      return {
        ...transformed,
        schema: documentPublicApi(input.route.method, transformed.url, transformed.schema),
      };
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
    staticCSP: true,
    transformStaticCSP: (header) => adjustDocsCsp(header, options.isHttps),
  });
}

/**
 * Swagger UI's CSP, with two changes: the UI sets inline styles at runtime, which its
 * style hashes do not cover (so styles come from 'self' plus inline), and its upgrade-insecure-requests
 * would break the page on plain-http installations.
 */
export function adjustDocsCsp(header: string, isHttps: boolean): string {
  const directives = header
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive !== '')
    .map((directive) =>
      directive.startsWith('style-src ') ? "style-src 'self' 'unsafe-inline'" : directive,
    )
    .filter((directive) => isHttps || directive !== 'upgrade-insecure-requests');
  return `${directives.join('; ')};`;
}
