// `npm run test:pg`: the server test suite against the real PostgreSQL server (one throwaway database per
// test file). Extra arguments go to vitest, e.g. `npm run test:pg -- src/domains/operations/health`.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
console.log(`Server tests on PostgreSQL: ${TEST_DATABASE_URL.replace(/\/\/[^@/]*@/, '//***@')}`);
const result = spawnSync(
  join(root, 'node_modules/.bin/vitest'),
  ['run', '--project', 'server', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL } },
);
process.exit(result.status ?? 1);
