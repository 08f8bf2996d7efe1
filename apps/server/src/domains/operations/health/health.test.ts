import { successEnvelope } from '@sanctions/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/build-app';
import type { TestApp } from '../../../../test/build-app';
import { createTestDatabase } from '../../../../test/db';
import { healthSchema } from './health.routes';

const replySchema = successEnvelope(healthSchema);
const expectedKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

describe('GET /api/health', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  it('reports the database runtime, reachability and version without authentication', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const { data } = replySchema.parse(JSON.parse(response.body));
    expect(data).toMatchObject({ status: 'ok', database: expectedKind, databaseReachable: true });
    expect(data.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(data.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });
});

describe('GET /api/health with the database gone', () => {
  it('answers 503 degraded so load balancers take the instance out', async () => {
    const database = await createTestDatabase();
    // A second, closed connection stands in for the outage: every query on it fails as one would. (The
    // app's own connection stays open because other plugins hold it until the app closes.)
    const gone = await createTestDatabase();
    await gone.close();
    const testApp = await buildTestApp({ database: { ...database, ping: gone.ping } });
    try {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(replySchema.parse(JSON.parse(response.body)).data).toMatchObject({
        status: 'degraded',
        database: expectedKind,
        databaseReachable: false,
      });
    } finally {
      await testApp.close();
      await database.close();
    }
  });
});
