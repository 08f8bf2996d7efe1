import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '@sanctions/contracts';
import { buildApp } from '../app';
import { testEnv } from '../../test/build-app';
import { createTestDatabase } from '../../test/db';
import type { TestDatabase } from '../../test/db';
import { REJECTED_INPUT_MESSAGE } from './error-handler';

/**
 * The safety net behind the contracts: a value the database refuses answers 400 in the envelope, never
 * 500. The queries are real, so the SQLSTATEs are what PGlite and PostgreSQL really raise.
 */
describe('database refusing a value of the request', () => {
  let app: FastifyInstance;
  let database: TestDatabase;
  const QUERIES: Record<string, (value: string) => ReturnType<typeof sql>> = {
    text: (value) => sql`select ${value}::text as value`,
    jsonb: (value) => sql`select ${JSON.stringify({ value })}::jsonb as value`,
    date: (value) => sql`select ${value}::date as value`,
    timestamptz: (value) => sql`select ${value}::timestamptz as value`,
    integer: (value) => sql`select ${value}::integer as value`,
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ env: testEnv(), db: database });
    app.post<{ Params: { kind: string }; Body: { value: string } }>(
      '/api/test/store/:kind',
      async (request) => {
        const query = QUERIES[request.params.kind];
        if (query === undefined) throw new Error('unknown kind');
        await app.db.execute(query(request.body.value));
        return { success: true };
      },
    );
    app.get('/api/test/missing-table', async () => {
      await app.db.execute(sql`select * from no_such_table`);
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it.each([
    ['text', 'a\u0000b'],
    ['jsonb', 'a\u0000b'],
    ['jsonb', 'a\ud800b'],
    ['date', '2026-02-30'],
    ['date', '0000-00-00'],
    ['timestamptz', '+275760-09-13T00:00:00.000Z'],
    ['timestamptz', '-000001-01-01T00:00:00.000Z'],
    ['integer', '99999999999999999999'],
  ])('%s %j answers 400 VALIDATION_FAILED', async (kind, value) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/test/store/${kind}`,
      payload: { value },
    });
    expect(response.statusCode, response.body).toBe(400);
    const envelope = errorEnvelopeSchema.parse(response.json());
    expect(envelope.code).toBe('VALIDATION_FAILED');
    expect(envelope.message).toBe(REJECTED_INPUT_MESSAGE);
  });

  it('keeps other database faults a 500 that reveals nothing', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/missing-table' });
    expect(response.statusCode).toBe(500);
    expect(errorEnvelopeSchema.parse(response.json()).code).toBe('INTERNAL');
    expect(response.body).not.toContain('no_such_table');
  });
});
