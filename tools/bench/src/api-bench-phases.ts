// `npx tsx tools/bench/src/api-bench-phases.ts [--runtime postgres|pglite] [--iterations N]`:
// where the time of one POST /api/v2/search goes, phase by phase, one request at a time in-process
// (no HTTP, no concurrency): session user load, quota check, engine, DTO mapping, the evidence
// statement, and the response serialisation the route's zod serializer does. Diagnostic only; the
// load figures come from `npm run bench:api`.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { serializerCompiler } from 'fastify-type-provider-zod';
import {
  searchRequestSchema,
  searchResponseSchema,
  sessionReplySchema,
} from '@sanctions/contracts';
import { buildScreeningIndex, screen } from '@sanctions/screening';
import { buildApp } from '@sanctions/server/app';
import { createDatabase } from '@sanctions/server/db/client';
import { parseEnv } from '@sanctions/server/env';
import { findSessionUser } from '@sanctions/server/domains/identity/sessions/session-user';
import { markSearchMatchesCleared } from '@sanctions/server/domains/cases/monitoring/mark-search-matches-cleared';
import { runSearch } from '@sanctions/server/domains/screening/search/run-search.service';
import type {
  IndexedEntity,
  ScreeningIndexSource,
  SearchQuota,
} from '@sanctions/server/domains/screening/search/search-ports';
import { searchQuota } from '@sanctions/server/domains/screening/usage/usage-quota';
import { hashPassword } from '@sanctions/server/lib/password';
import { verifyAccessToken } from '@sanctions/server/lib/tokens';
// The plugin declares app.authKey on FastifyInstance; the type-only import brings that declaration in.
import type {} from '@sanctions/server/plugins/auth';
import { users } from '@sanctions/server/db/schema/users';
import { parseListFolder } from '@sanctions/server/domains/lists/sanctions/parse-list-folder';
import { BENCH_QUERIES } from './api-bench-queries';
import { createBenchDatabase } from './api-bench-server';
import { percentile } from './api-bench-load';
import { formatTable } from './format-table';
import { SHARED_LISTS_DIR } from '@sanctions/server/test/shared-data';

const { values } = parseArgs({
  options: {
    runtime: { type: 'string', default: 'postgres' },
    iterations: { type: 'string', default: '400' },
  },
});
const iterations = Number(values.iterations);
const adminDatabaseUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const bench = await createBenchDatabase(
  values.runtime === 'pglite' ? 'pglite' : 'postgres',
  adminDatabaseUrl,
);
const database = createDatabase(
  bench.databaseUrl ? { databaseUrl: bench.databaseUrl } : { dataDir: bench.dataDir },
);
const timings = new Map<string, number[]>();
const record = (phase: string, value: number): void => {
  const samples = timings.get(phase) ?? [];
  samples.push(value);
  timings.set(phase, samples);
};
const time = async <T>(phase: string, work: () => Promise<T> | T): Promise<T> => {
  const started = performance.now();
  const result = await work();
  record(phase, performance.now() - started);
  return result;
};

try {
  await database.migrate();
  const password = 'Bench-Password-9!';
  await database.db.insert(users).values({
    email: 'phases@example.test',
    password: await hashPassword(password),
    firstName: 'Bench',
    lastName: 'Phases',
    isVerified: true,
    maxSearchesPerDay: 1_000_000_000,
    maxSearchesPerMonth: 1_000_000_000,
  });
  const env = parseEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: bench.dataDir,
    JWT_SECRET: 'phases-bench-secret-at-least-32-characters',
  });
  const app = await buildApp({
    env: { ...env, JWT_SECRET: env.JWT_SECRET ?? '' },
    db: database,
  });
  await app.ready();
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/v2/auth-simple/login',
      payload: { email: 'phases@example.test', password },
    });
    const token = sessionReplySchema.safeParse(login.json()).data?.data.tokens.accessToken;
    if (token === undefined) throw new Error(`login failed: ${login.body}`);

    const listsStarted = performance.now();
    const { entities } = await parseListFolder(SHARED_LISTS_DIR);
    const indexed: IndexedEntity[] = entities.map((entity) => ({
      ...entity,
      entryId: randomUUID(),
    }));
    // One stand-in version per regime (no list_versions rows here; search_results has no foreign key on it).
    const versions = (['ofac', 'un', 'eu', 'uk'] as const).map((sanctionList) => ({
      versionId: randomUUID(),
      sanctionList,
      listSource: `${sanctionList}-bench`,
    }));
    const snapshot = { index: buildScreeningIndex(indexed), versions };
    const index: ScreeningIndexSource = {
      describe: () => ({
        state: 'ready',
        indexing: false,
        entryCount: snapshot.index.size,
        versions,
      }),
      screenMany: (queries, options) =>
        Promise.resolve({
          outcomes: queries.map((query) => screen(snapshot.index, query, options)),
          versions,
        }),
    };
    console.log(
      `${indexed.length} entities indexed in ${((performance.now() - listsStarted) / 1000).toFixed(1)} s`,
    );

    const serialize = serializerCompiler({
      schema: searchResponseSchema,
      method: 'POST',
      url: '/api/v2/search',
    });
    const requests = BENCH_QUERIES.map((body) => searchRequestSchema.parse(JSON.parse(body)));
    const origin = { ip: '127.0.0.1', userAgent: 'api-bench-phases' };
    // The route's quota, timed: what is left of runSearch is the engine, the DTOs and the evidence statement.
    const quota: SearchQuota = {
      assertCanSearch: (db, user, now) =>
        time('quota: check (before the engine)', () => searchQuota.assertCanSearch(db, user, now)),
      writeCounted: (db, ticket, write) => searchQuota.writeCounted(db, ticket, write),
      settleCount: (db, ticket, result) =>
        time('quota: read counts + notify', () => searchQuota.settleCount(db, ticket, result)),
    };
    for (let i = 0; i < iterations; i++) {
      const request = requests[i % requests.length];
      if (request === undefined) continue;
      const round = performance.now();
      const claims = await time('auth: verify token', () =>
        verifyAccessToken(app.authKey, token, app.clock.now()),
      );
      if (claims === null) throw new Error('token rejected');
      const user = await time('auth: load session user', () =>
        findSessionUser(app.db, claims.userId, claims.sessionId, app.clock.now()),
      );
      if (user === null) throw new Error('session user not found');
      const reply = await time('runSearch (all of it)', () =>
        runSearch(
          { db: app.db, clock: app.clock, index, quota, markCleared: markSearchMatchesCleared },
          user,
          request,
          origin,
        ),
      );
      record('engine + DTO mapping', reply.data.searchTime * 1000);
      const json = await time('serialise: zod encode + JSON.stringify', () => serialize(reply));
      await time('serialise: JSON.stringify only', () => JSON.stringify(reply));
      record('reply size (kB)', json.length / 1000);
      record('whole request', performance.now() - round);
    }
  } finally {
    await app.close();
  }
} finally {
  await database.close();
  await bench.drop();
}

const rows = [...timings].map(([phase, samples]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = samples.reduce((sum, value) => sum + value, 0) / samples.length;
  return [
    phase,
    mean.toFixed(2),
    percentile(sorted, 0.5).toFixed(2),
    percentile(sorted, 0.95).toFixed(2),
  ];
});
console.log(
  `\n${values.runtime}, ${iterations} sequential searches, ms; the evidence statement is runSearch minus the quota phases and engine + DTO`,
);
console.log(formatTable(['phase', 'mean', 'p50', 'p95'], rows));
