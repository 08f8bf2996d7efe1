import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test/db';
import type { TestDatabase } from '../../../../test/db';
import { listenForActivations } from './listen-for-activations';
import { LIST_VERSIONS_CHANNEL, notifyVersionActivated } from './sanctions.queries';

const OWN = 'instance-a';
const OTHER = 'instance-b';

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
}

// LISTEN/NOTIFY needs a real PostgreSQL server (`npm run test:pg`); PGlite has nobody else to hear from.
describe.skipIf(!process.env.TEST_DATABASE_URL)('listenForActivations', () => {
  let database: TestDatabase;
  let stop: (() => Promise<void>) | undefined;
  const heard: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    let count = 0;
    stop = await listenForActivations(
      database.db,
      () => heard.push(`notice ${++count}`),
      pino({ level: 'silent' }),
      OWN,
    );
  });
  afterAll(async () => {
    await stop?.();
    await database?.close();
  });

  it("skips the instance's own activations and hears every other one", async () => {
    await notifyVersionActivated(database.db, 'v1', OWN);
    await notifyVersionActivated(database.db, 'v2', OTHER);
    await notifyVersionActivated(database.db, 'v3', OWN);
    await notifyVersionActivated(database.db, 'v4', OTHER);
    await notifyVersionActivated(database.db, 'v5', OTHER);
    await until(() => heard.length >= 3);
    // Notices arrive within milliseconds: a pause long enough for any straggler shows there are no more.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heard).toEqual(['notice 1', 'notice 2', 'notice 3']);
  });

  it('rebuilds on a notice it cannot read (the safe side)', async () => {
    const before = heard.length;
    await database.db.execute(sql`select pg_notify(${LIST_VERSIONS_CHANNEL}, 'not json')`);
    await until(() => heard.length > before);
    expect(heard).toHaveLength(before + 1);
  });
});
