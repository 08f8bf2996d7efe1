import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../app';
import { createLogger } from '../../../lib/logger';
import { testEnv } from '../../../../test/build-app';
import { createTestDatabase } from '../../../../test/db';
import type { TestDatabase } from '../../../../test/db';
import { createSignedInUser } from '../../../../test/search-test-support';
import { callWithKey, createKeyAs } from '../../../../test/identity/api-keys-test-support';

describe('API keys never reach the logs', () => {
  const lines: string[] = [];
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    app = await buildApp({
      env: testEnv({ LOG_LEVEL: 'trace' }),
      db: database,
      logger: createLogger('trace', stream),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('at trace level, through creation, use, refusals and revocation', async () => {
    const { token } = await createSignedInUser(app, database.db);
    const { key, apiKey } = await createKeyAs(app, token, { name: 'Logged', scopes: ['search'] });
    const calls = [
      callWithKey(app, key, { method: 'POST', url: '/api/v2/search', payload: { firstName: 'A' } }),
      callWithKey(app, key, { method: 'GET', url: '/api/v2/user/api-keys', via: 'bearer' }),
      callWithKey(app, `${key.slice(0, -1)}x`, { method: 'GET', url: '/api/v2/user/api-keys' }),
      callWithKey(app, key, { method: 'GET', url: '/api/v2/bulk-search' }),
    ];
    for (const call of calls) await call;
    await app.inject({
      method: 'DELETE',
      url: `/api/v2/user/api-keys/${apiKey.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    await callWithKey(app, key, {
      method: 'POST',
      url: '/api/v2/search',
      payload: { firstName: 'A' },
    });

    const output = lines.join('');
    expect(lines.length).toBeGreaterThan(10);
    expect(output).not.toContain(key);
    expect(output).not.toContain(key.slice(13, -6));
  });
});
