import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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
        title: 'Sanctions Screening API',
        description:
          'Screening of people and organisations against the OFAC, UN, EU and UK sanctions lists, with the account, ' +
          'organisation, billing and administration areas around it. Every reply is an envelope: ' +
          '`{ success: true, data, message? }` or `{ success: false, error, message, code, requestId, issues? }`.',
        version: options.version,
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
    staticCSP: true,
    // Swagger UI's own CSP asks browsers to upgrade to https, which breaks it on plain-http installations.
    transformStaticCSP: (header) =>
      options.isHttps ? header : header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
}
