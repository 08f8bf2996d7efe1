import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '@sanctions/contracts';
import { jobs } from '../../db/schema/jobs';
import { buildTestApp, createTestClock } from '../../../test/build-app';
import type { TestApp } from '../../../test/build-app';
import {
  createListsDir,
  createSignedInUser,
  importListsDir,
  postSearch,
} from '../../../test/search-test-support';
import { useTestApp } from '../../../test/use-test-app';

const METRICS_TOKEN = 'metrics-test-token-0123456789abcdef';

/** The value of the first sample line of `series` (name with its labels, as exposed); undefined if absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((each) => each.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics without METRICS_TOKEN', () => {
  const testApp = useTestApp();

  it('answers 404 as an unknown route, whatever token is sent', async () => {
    for (const headers of [{}, { authorization: `Bearer ${METRICS_TOKEN}` }]) {
      const response = await testApp.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode, response.body).toBe(404);
      expect(errorEnvelopeSchema.parse(response.json()).code).toBe('NOT_FOUND');
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let testApp: TestApp;
  let lists: Awaited<ReturnType<typeof createListsDir>>;
  const clock = createTestClock(new Date('2026-11-25T10:00:00.000Z'));

  beforeAll(async () => {
    lists = await createListsDir(['un']);
    testApp = await buildTestApp({ clock, env: { LISTS_DIR: lists.dir, METRICS_TOKEN } });
    await importListsDir(testApp.app, testApp.db);
  });
  afterAll(async () => {
    await testApp?.close();
    await lists?.remove();
  });

  const scrape = (authorization?: string) =>
    testApp.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: authorization === undefined ? {} : { authorization },
    });

  it('answers 401 without a token, with a wrong one, and to a signed-in super admin', async () => {
    const { token: session } = await createSignedInUser(testApp.app, testApp.db, {
      role: 'super_admin',
    });
    for (const authorization of [
      undefined,
      `Bearer ${METRICS_TOKEN}x`,
      `Basic ${METRICS_TOKEN}`,
      `Bearer ${session}`,
    ]) {
      const response = await scrape(authorization);
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(errorEnvelopeSchema.parse(response.json()).code).toBe('UNAUTHENTICATED');
      expect(response.body).not.toContain('screening_index_entries');
    }
  });

  it('exposes the request, screening, index, list, queue, outbox, webhook and sign-in metrics', async () => {
    const { app, db } = testApp;
    const { token } = await createSignedInUser(app, db);
    const search = await postSearch(app, token, {
      firstName: 'Osama',
      lastName: 'bin Laden',
      searchType: 'fuzzy',
    });
    expect(search.statusCode, search.body).toBe(200);
    const failedSignIn = await app.inject({
      method: 'POST',
      url: '/api/v2/auth-simple/login',
      payload: { email: 'nobody@example.test', password: 'not-the-password' },
    });
    expect(failedSignIn.statusCode).toBe(401);
    // A job due a minute ago that no worker took (the test app runs no job loop).
    await db.insert(jobs).values({
      name: 'metrics.test-waiting',
      runAt: new Date(clock.now().getTime() - 60_000),
    });

    const response = await scrape(`Bearer ${METRICS_TOKEN}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;

    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="POST",route="/api/v2/search",status_code="200"}',
      ),
    ).toBe(1);
    expect(sample(text, 'screening_duration_seconds_count')).toBe(1);
    expect(sample(text, 'screening_candidates_count')).toBe(1);
    expect(sample(text, 'screening_candidates_sum')).toBeGreaterThan(0);
    const entries = app.screeningIndex.current()?.index.size ?? 0;
    expect(entries).toBeGreaterThan(0);
    expect(sample(text, 'screening_index_entries')).toBe(entries);
    expect(sample(text, 'screening_index_build_seconds')).toBeGreaterThan(0);
    expect(text).toMatch(/^sanctions_list_age_seconds\{list="un",source="[^"]+"\} \d/m);
    expect(sample(text, 'job_queue_depth{kind="metrics.test-waiting"}')).toBe(1);
    expect(sample(text, 'job_queue_oldest_age_seconds{kind="metrics.test-waiting"}')).toBe(60);
    expect(sample(text, 'email_outbox_backlog')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'sign_in_failures_total{reason="INVALID_CREDENTIALS"}')).toBe(1);
    for (const name of [
      'webhook_deliveries_total',
      'sign_in_throttled_total',
      'process_cpu_seconds_total',
    ]) {
      expect(text).toContain(`# TYPE ${name} counter`);
    }
  });

  it('counts a throttled sign-in apart from the failures', async () => {
    const attempt = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/v2/auth-simple/login',
        remoteAddress: '10.9.0.1',
        payload: { email: 'throttled@example.test', password: 'not-the-password' },
      });
    let last = await attempt();
    for (let i = 0; i < 10 && last.statusCode !== 429; i += 1) last = await attempt();
    expect(last.statusCode, last.body).toBe(429);
    const text = (await scrape(`Bearer ${METRICS_TOKEN}`)).body;
    expect(sample(text, 'sign_in_throttled_total')).toBe(1);
    expect(sample(text, 'sign_in_failures_total{reason="RATE_LIMITED"}')).toBeUndefined();
  });

  it('labels a request no route matched by a placeholder, not by its URL', async () => {
    const unknown = await testApp.app.inject({ method: 'GET', url: '/api/v2/no-such-route-42' });
    expect(unknown.statusCode).toBe(404);
    const text = (await scrape(`Bearer ${METRICS_TOKEN}`)).body;
    expect(text).toContain('route="(unmatched)"');
    expect(text).not.toContain('no-such-route-42');
  });
});
