// `npm run bench:analytics`: times GET /api/v2/admin/analytics (app.inject, no network) over a year of
// seeded activity: 100,000 searches with their matches for ~500 users, sign-ins and usage counters,
// written by INSERT ... SELECT generate_series. Each range is read warm (3 unmeasured reads first), 20
// times, and its p50/p95/max reported. PGlite always; PostgreSQL too with --pg or TEST_DATABASE_URL
// (a throwaway database on that server). Options: --searches N (default 100000), --users N (default 500),
// --runs N (default 20). Not a test: the target is < 200 ms per read.
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { ANALYTICS_RANGES, analyticsReplySchema, sessionReplySchema } from '@sanctions/contracts';
import { buildApp } from '@sanctions/server/app';
import { createDatabase } from '@sanctions/server/db/client';
import { users } from '@sanctions/server/db/schema/users';
import { hashPassword } from '@sanctions/server/lib/password';
import { testEnv } from '@sanctions/server/test/build-app';
import { seedAnalyticsData } from './analytics-bench-seed';
import { createBenchDatabase } from './api-bench-server';
import type { BenchRuntime } from './api-bench-server';
import { formatTable } from './format-table';

const { values } = parseArgs({
  options: {
    pg: { type: 'boolean', default: false },
    searches: { type: 'string', default: '100000' },
    users: { type: 'string', default: '500' },
    runs: { type: 'string', default: '20' },
  },
});
const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const runtimes: BenchRuntime[] =
  values.pg || process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
const searches = Number(values.searches);
const userCount = Number(values.users);
const runs = Number(values.runs);
const PASSWORD = 'Bench-Password-9!';
const ADMIN_EMAIL = 'analytics-admin@bench.test';

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

async function benchRuntime(runtime: BenchRuntime): Promise<string[][]> {
  const bench = await createBenchDatabase(runtime, postgresUrl);
  const database = createDatabase(
    bench.databaseUrl ? { databaseUrl: bench.databaseUrl } : { dataDir: bench.dataDir },
  );
  try {
    await database.migrate();
    const passwordHash = await hashPassword(PASSWORD);
    const seedStarted = performance.now();
    await seedAnalyticsData(database.db, {
      users: userCount,
      searches,
      days: 365,
      now: new Date(),
      passwordHash,
    });
    await database.db.insert(users).values({
      email: ADMIN_EMAIL,
      password: passwordHash,
      firstName: 'Bench',
      lastName: 'Admin',
      role: 'admin',
      isVerified: true,
    });
    console.log(
      `${runtime}: seeded ${searches} searches for ${userCount} users in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );
    const app = await buildApp({ env: testEnv({ DATA_DIR: bench.dataDir }), db: database });
    try {
      await app.ready();
      const login = await app.inject({
        method: 'POST',
        url: '/api/v2/auth-simple/login',
        payload: { email: ADMIN_EMAIL, password: PASSWORD },
      });
      const token = sessionReplySchema.parse(login.json()).data.tokens.accessToken;
      const rows: string[][] = [];
      for (const range of ANALYTICS_RANGES) {
        const read = async () => {
          const started = performance.now();
          const response = await app.inject({
            method: 'GET',
            url: `/api/v2/admin/analytics?range=${range}`,
            headers: { authorization: `Bearer ${token}` },
          });
          const elapsed = performance.now() - started;
          if (response.statusCode !== 200) throw new Error(`${range}: ${response.body}`);
          return { elapsed, data: analyticsReplySchema.parse(response.json()).data };
        };
        for (let i = 0; i < 3; i += 1) await read();
        const times: number[] = [];
        let totalSearches = 0;
        for (let i = 0; i < runs; i += 1) {
          const { elapsed, data } = await read();
          times.push(elapsed);
          totalSearches = data.totalSearches;
        }
        times.sort((a, b) => a - b);
        rows.push([
          runtime,
          range,
          String(totalSearches),
          percentile(times, 50).toFixed(1),
          percentile(times, 95).toFixed(1),
          (times.at(-1) ?? 0).toFixed(1),
        ]);
      }
      return rows;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await bench.drop();
  }
}

const rows: string[][] = [];
for (const runtime of runtimes) rows.push(...(await benchRuntime(runtime)));
console.log(
  `\nGET /api/v2/admin/analytics via app.inject, ${searches} searches over 365 days, ${userCount} users, ${runs} warm reads per range`,
);
console.log(
  formatTable(['database', 'range', 'searches in range', 'p50 ms', 'p95 ms', 'max ms'], rows),
);
console.log('Target: < 200 ms per read.');
