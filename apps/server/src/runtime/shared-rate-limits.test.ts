import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { like, lte } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '@sanctions/contracts';
import { buildTestApp, createTestClock } from '../../test/build-app';
import type { TestApp } from '../../test/build-app';
import { createTestDatabase } from '../../test/db';
import type { TestDatabase } from '../../test/db';
import { rateLimitCounters } from '../db/schema/rate-limits';
import { REGISTER_RATE_LIMIT } from '../domains/identity';
import { CONTACT_RATE_LIMIT } from '../domains/administration';
import { VERIFY_EMAIL_RATE_LIMIT } from '../domains/identity';
import { INVITATION_LINK_RATE_LIMIT } from '../domains/organizations';
import { ORGANIZATION_SIGNUP_RATE_LIMIT } from '../domains/organizations';
import { RESET_REQUEST_RATE_LIMIT, RESET_TOKEN_RATE_LIMIT } from '../domains/identity';
import { CERTIFICATE_VERIFY_RATE_LIMIT } from '../domains/screening';
import { SEARCH_RATE_LIMIT } from '../domains/screening';
import { SSO_DISCOVER_RATE_LIMIT, SSO_START_RATE_LIMIT } from '../domains/identity';
import { RATE_LIMIT_SWEEP_INTERVAL_MS } from '../plugins/rate-limit/shared-rate-limit-store';

const START = new Date('2026-11-29T08:00:00.000Z');
const SEARCH_ID = '00000000-0000-4000-8000-000000000000';

interface LimitedRoute {
  name: string;
  request: InjectOptions;
  limit: { max: number; timeWindow: number };
  /** Search counts per credential; every other route per client address. */
  keyedBy?: 'credential';
}

// Every route with `config.rateLimit`. The requests carry no valid body or credential: the limit is
// counted before validation and authentication, so each answers 400/401/404 until it answers 429.
const LIMITED_ROUTES: LimitedRoute[] = [
  {
    name: 'register',
    request: { method: 'POST', url: '/api/v2/auth-simple/register', payload: {} },
    limit: REGISTER_RATE_LIMIT,
  },
  {
    name: 'organisation sign-up',
    request: { method: 'POST', url: '/api/v2/organization/create', payload: {} },
    limit: ORGANIZATION_SIGNUP_RATE_LIMIT,
  },
  {
    name: 'contact',
    request: { method: 'POST', url: '/api/v2/contact', payload: {} },
    limit: CONTACT_RATE_LIMIT,
  },
  {
    name: 'password-reset request',
    request: { method: 'POST', url: '/api/v2/auth/password-reset/request', payload: {} },
    limit: RESET_REQUEST_RATE_LIMIT,
  },
  {
    name: 'password-reset token check',
    request: { method: 'POST', url: '/api/v2/auth/password-reset/verify', payload: {} },
    limit: RESET_TOKEN_RATE_LIMIT,
  },
  {
    name: 'password-reset confirm',
    request: { method: 'POST', url: '/api/v2/auth/password-reset/confirm', payload: {} },
    limit: RESET_TOKEN_RATE_LIMIT,
  },
  {
    name: 'e-mail verification',
    request: { method: 'POST', url: '/api/v2/auth/verify-email', payload: {} },
    limit: VERIFY_EMAIL_RATE_LIMIT,
  },
  {
    name: 'invitation preview',
    request: { method: 'GET', url: '/api/v2/organization/invitations/preview' },
    limit: INVITATION_LINK_RATE_LIMIT,
  },
  {
    name: 'invitation accept',
    request: { method: 'POST', url: '/api/v2/organization/invitations/accept', payload: {} },
    limit: INVITATION_LINK_RATE_LIMIT,
  },
  {
    name: 'certificate check',
    request: { method: 'GET', url: `/api/v2/search/${SEARCH_ID}/verify?code=NOPE` },
    limit: CERTIFICATE_VERIFY_RATE_LIMIT,
  },
  {
    name: 'single sign-on: domain lookup',
    request: { method: 'POST', url: '/api/v2/auth-simple/sso/discover', payload: {} },
    limit: SSO_DISCOVER_RATE_LIMIT,
  },
  {
    name: 'single sign-on: start',
    request: { method: 'POST', url: '/api/v2/auth-simple/sso/start', payload: {} },
    limit: SSO_START_RATE_LIMIT,
  },
  {
    name: 'single sign-on: completion',
    request: { method: 'POST', url: '/api/v2/auth-simple/sso/complete', payload: {} },
    limit: SSO_START_RATE_LIMIT,
  },
  {
    // Keyed by the credential (a hash of it), not the address.
    name: 'search',
    request: { method: 'POST', url: '/api/v2/search', payload: {} },
    // '1 minute' in the route's own notation.
    limit: { max: SEARCH_RATE_LIMIT.max, timeWindow: 60_000 },
    keyedBy: 'credential',
  },
];

/** A client of a case (its address, or its credential on search): each test uses its own. */
let nextClient = 1;
const freshClient = () => `198.51.100.${nextClient++}`;

function send(app: FastifyInstance, route: LimitedRoute, client: string) {
  return route.keyedBy === 'credential'
    ? app.inject({ ...route.request, headers: { authorization: `Bearer not-a-token-${client}` } })
    : app.inject({ ...route.request, remoteAddress: client });
}

describe('the table of limited routes', () => {
  it('holds every route that sets config.rateLimit', () => {
    const featuresDir = fileURLToPath(new URL('../domains', import.meta.url));
    const declared = readdirSync(featuresDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.routes.ts'))
      .flatMap((file) =>
        [...readFileSync(join(featuresDir, file), 'utf8').matchAll(/config: \{ rateLimit: /g)].map(
          () => file,
        ),
      );
    expect(declared).toHaveLength(LIMITED_ROUTES.length);
  });
});

describe('rate limits shared by two app instances on one database (ADR 031)', () => {
  const clock = createTestClock(START);
  let database: TestDatabase;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    first = await buildTestApp({ database, clock });
    second = await buildTestApp({ database, clock });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.close();
  });

  it.each(LIMITED_ROUTES.map((route) => [route.name, route] as const))(
    '%s: the request after the limit answers 429, whichever instance counted the earlier ones',
    async (_name, route) => {
      const client = freshClient();
      const statuses: number[] = [];
      for (let i = 0; i < route.limit.max; i += 1) {
        const app = i % 2 === 0 ? first.app : second.app;
        statuses.push((await send(app, route, client)).statusCode);
      }
      expect(statuses.filter((status) => status === 429)).toEqual([]);

      // With a counter per process, each instance would let `max` through: 2 × max in all.
      for (const app of [first.app, second.app]) {
        const refused = await send(app, route, client);
        expect(refused.statusCode, refused.body).toBe(429);
        expect(errorEnvelopeSchema.parse(refused.json())).toMatchObject({
          success: false,
          code: 'RATE_LIMITED',
        });
        expect(Number(refused.headers['retry-after'])).toBe(
          Math.ceil(route.limit.timeWindow / 1000),
        );
      }
      // Another client keeps its own budget.
      expect((await send(second.app, route, freshClient())).statusCode).not.toBe(429);
    },
  );

  it('lets exactly the limit through when the requests of both instances arrive together', async () => {
    const route = LIMITED_ROUTES.find((r) => r.name === 'password-reset request');
    if (route === undefined) throw new Error('route missing from the table');
    const client = freshClient();
    const replies = await Promise.all(
      Array.from({ length: route.limit.max * 3 }, (_, i) =>
        send(i % 2 === 0 ? first.app : second.app, route, client),
      ),
    );
    const through = replies.filter((reply) => reply.statusCode !== 429);
    expect(through).toHaveLength(route.limit.max);
  });

  it('starts a new window once the old one has ended, and reports what remains', async () => {
    const route = LIMITED_ROUTES.find((r) => r.name === 'contact');
    if (route === undefined) throw new Error('route missing from the table');
    const client = freshClient();
    clock.set(START);
    for (let i = 0; i < route.limit.max; i += 1) await send(first.app, route, client);
    expect((await send(second.app, route, client)).statusCode).toBe(429);

    clock.advance(route.limit.timeWindow - 1_000);
    const stillRefused = await send(first.app, route, client);
    expect(stillRefused.statusCode, stillRefused.body).toBe(429);
    expect(stillRefused.headers['retry-after']).toBe('1');

    clock.advance(1_000);
    const again = await send(second.app, route, client);
    expect(again.statusCode).not.toBe(429);
    expect(again.headers['x-ratelimit-remaining']).toBe(String(route.limit.max - 1));
    clock.set(START);
  });

  it('deletes the counters whose window ended, at most once per sweep interval per process', async () => {
    const route = LIMITED_ROUTES.find((r) => r.name === 'certificate check');
    if (route === undefined) throw new Error('route missing from the table');
    clock.set(new Date(START.getTime() + 24 * 60 * 60_000));
    const client = freshClient();
    await send(first.app, route, client);
    const bucketOf = like(rateLimitCounters.bucket, `%|${client}`);
    expect(await database.db.select().from(rateLimitCounters).where(bucketOf)).toHaveLength(1);

    // The window (1 minute) ends; the next sweep is due after the interval.
    clock.advance(RATE_LIMIT_SWEEP_INTERVAL_MS);
    await send(first.app, route, freshClient());
    expect(await database.db.select().from(rateLimitCounters).where(bucketOf)).toHaveLength(0);
    const ended = await database.db
      .select()
      .from(rateLimitCounters)
      .where(lte(rateLimitCounters.windowEndsAt, clock.now()));
    expect(ended).toEqual([]);
    clock.set(START);
  });
});
