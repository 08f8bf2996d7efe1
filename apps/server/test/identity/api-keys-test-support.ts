import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { apiKeyCreatedReplySchema } from '@sanctions/contracts';
import type { ApiKeyCreated, CreateApiKeyRequest } from '@sanctions/contracts';

/** POST /api/v2/user/api-keys with a session; returns the parsed 201 reply. */
export async function createKeyAs(
  app: FastifyInstance,
  accessToken: string,
  body: CreateApiKeyRequest,
): Promise<ApiKeyCreated> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v2/user/api-keys',
    headers: { authorization: `Bearer ${accessToken}` },
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return apiKeyCreatedReplySchema.parse(response.json()).data;
}

/** A request carrying `key` the way `via` says (`X-API-Key`, or `Authorization: Bearer`). */
export function callWithKey(
  app: FastifyInstance,
  key: string,
  request: {
    method: 'GET' | 'POST' | 'DELETE';
    url: string;
    payload?: Record<string, unknown>;
    via?: 'x-api-key' | 'bearer';
  },
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: request.method,
    url: request.url,
    headers: request.via === 'bearer' ? { authorization: `Bearer ${key}` } : { 'x-api-key': key },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}
