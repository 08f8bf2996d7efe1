import { Writable } from 'node:stream';
import { errorEnvelopeSchema } from '@sanctions/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app';
import { AppError } from '../lib/app-error';
import { createLogger } from '../lib/logger';
import { errorEnvelope } from './error-handler';
import { createTestDatabase } from '../../test/db';
import type { TestDatabase } from '../../test/db';
import { testEnv } from '../../test/build-app';

const bodySchema = z.object({
  firstName: z.string().min(1, 'First name is required'),
  lastName: z.string().min(1, 'Last name is required'),
  address: z.object({ city: z.string().min(2, 'City is too short') }),
  tags: z.array(z.string().max(3, 'Tag is too long')),
});

let app: FastifyInstance;
let database: TestDatabase;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
        logLines.push(JSON.parse(line));
      done();
    },
  });
  app = await buildApp({ env: testEnv(), db: database, logger: createLogger('info', sink) });
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post('/api/test/validate', { schema: { body: bodySchema } }, async () => ({
    success: true,
  }));
  typed.get(
    '/api/test/items/:id',
    { schema: { params: z.object({ id: z.uuid('Invalid id') }) } },
    async () => ({ success: true }),
  );
  typed.get('/api/test/conflict', async () => {
    throw new AppError('CONFLICT', 'An account with this email already exists');
  });
  typed.get('/api/test/zod-in-service', async () => {
    z.object({ limit: z.number().int() }).parse({ limit: 'ten' });
  });
  typed.get('/api/test/crash', async () => {
    throw new Error('connection to 10.0.0.5 failed: password authentication failed for user "app"');
  });
  typed.get('/api/test/internal-app-error', async () => {
    throw new AppError('INTERNAL', 'stack details that must not leak');
  });
  typed.get(
    '/api/test/limited',
    { config: { rateLimit: { max: 1, timeWindow: 60_000 } } },
    async () => ({
      success: true,
    }),
  );
  typed.post('/api/test/small', { bodyLimit: 64 }, async () => ({ success: true }));
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
});

function envelopeOf(body: string) {
  return errorEnvelopeSchema.parse(JSON.parse(body));
}

describe('error envelope', () => {
  it('lists every validation issue with its path', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/validate',
      payload: { firstName: '', lastName: '', address: { city: 'X' }, tags: ['ok', 'toolong'] },
    });
    expect(response.statusCode).toBe(400);
    const envelope = envelopeOf(response.body);
    expect(envelope).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      error: 'Request body is invalid',
      message: 'Request body is invalid',
    });
    expect(envelope.issues).toEqual([
      { path: ['firstName'], message: 'First name is required' },
      { path: ['lastName'], message: 'Last name is required' },
      { path: ['address', 'city'], message: 'City is too short' },
      { path: ['tags', 1], message: 'Tag is too long' },
    ]);
    expect(envelope.requestId).toBe(response.headers['x-request-id']);
  });

  it('names the request part that failed', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/items/not-a-uuid' });
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response.body)).toMatchObject({
      message: 'Path parameters are invalid',
      issues: [{ path: ['id'], message: 'Invalid id' }],
    });
  });

  it('turns a zod error thrown by a service into VALIDATION_FAILED with its issues', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/zod-in-service' });
    expect(response.statusCode).toBe(400);
    const envelope = envelopeOf(response.body);
    expect(envelope.code).toBe('VALIDATION_FAILED');
    expect(envelope.issues?.[0]?.path).toEqual(['limit']);
  });

  it('answers an AppError with its status, code and message', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(envelopeOf(response.body)).toMatchObject({
      code: 'CONFLICT',
      error: 'An account with this email already exists',
      message: 'An account with this email already exists',
    });
    expect(JSON.parse(response.body)).not.toHaveProperty('issues');
  });

  it('answers unknown API routes with a 404 envelope', async () => {
    for (const [method, url] of [
      ['GET', '/api/v2/does-not-exist'],
      ['POST', '/api/v2/does-not-exist?x=1'],
      ['DELETE', '/anything'],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      const envelope = envelopeOf(response.body);
      expect(envelope.code).toBe('NOT_FOUND');
      expect(envelope.message).toBe(`Route ${method} ${url.split('?')[0]} not found`);
    }
  });

  it('hides the internals of a 500 and logs them under the request id', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/test/crash',
      headers: { 'x-request-id': 'trace-500-check' },
    });
    expect(response.statusCode).toBe(500);
    expect(envelopeOf(response.body)).toEqual({
      success: false,
      error: 'Internal server error',
      message: 'Internal server error',
      code: 'INTERNAL',
      requestId: 'trace-500-check',
    });
    expect(response.body).not.toContain('10.0.0.5');
    const logged = logLines.find((line) => line.reqId === 'trace-500-check' && line.level === 50);
    expect(JSON.stringify(logged)).toContain('password authentication failed');
  });

  it('never shows the message of an INTERNAL AppError', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/internal-app-error' });
    expect(response.statusCode).toBe(500);
    expect(envelopeOf(response.body).message).toBe('Internal server error');
  });

  it('answers the rate limiter with a 429 RATE_LIMITED envelope', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/test/limited' });
    expect(first.statusCode).toBe(200);
    const second = await app.inject({ method: 'GET', url: '/api/test/limited' });
    expect(second.statusCode).toBe(429);
    expect(envelopeOf(second.body)).toMatchObject({ code: 'RATE_LIMITED' });
    expect(second.headers['retry-after']).toBeDefined();
  });

  it.each([
    [
      'malformed JSON',
      { 'content-type': 'application/json' },
      '{"firstName":',
      400,
      'VALIDATION_FAILED',
    ],
    [
      'an unsupported content type',
      { 'content-type': 'text/xml' },
      '<a/>',
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'a body over the limit',
      { 'content-type': 'application/json' },
      JSON.stringify({ text: 'x'.repeat(200) }),
      413,
      'PAYLOAD_TOO_LARGE',
    ],
  ])('answers %s with an envelope', async (_case, headers, payload, status, code) => {
    const response = await app.inject({ method: 'POST', url: '/api/test/small', headers, payload });
    expect(response.statusCode).toBe(status);
    const envelope = envelopeOf(response.body);
    expect(envelope.code).toBe(code);
    if (code === 'VALIDATION_FAILED') expect(envelope.issues).toHaveLength(1);
  });
});

describe('errorEnvelope', () => {
  it('keeps the message of a deliberate 5xx code and hides that of INTERNAL', () => {
    const unavailable = errorEnvelope('req-1', {
      code: 'LIST_UNAVAILABLE',
      message: 'No sanctions list is loaded yet',
    });
    expect(unavailable.message).toBe('No sanctions list is loaded yet');
    const internal = errorEnvelope('req-2', { code: 'INTERNAL', message: 'db password wrong' });
    expect(internal.message).toBe('Internal server error');
  });
});
