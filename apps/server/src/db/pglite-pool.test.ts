import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/db';
import { buildUser } from '../../test/factories';
import { idlePgliteCount } from '../../test/pglite-pool';
import { users } from './schema/users';

// The worker's PGlite instances are lent file after file (ADR 022, fourth addendum): what one file leaves
// must never reach the next. PostgreSQL files get a database of their own and never use the pool.
describe.skipIf(process.env.TEST_DATABASE_URL)('PGlite instances reused across test files', () => {
  it('lends a closed database again empty, its session settings reset and its temporary tables gone', async () => {
    const first = await createTestDatabase();
    const user = await buildUser(first.db);
    await first.db.execute(sql`set timezone = 'Asia/Tokyo'`);
    await first.db.execute(sql`create temporary table left_behind (id int)`);
    const idleBefore = idlePgliteCount();
    await first.close();
    expect(idlePgliteCount()).toBe(idleBefore + 1);

    const second = await createTestDatabase();
    try {
      expect(idlePgliteCount()).toBe(idleBefore);
      expect(await second.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
      expect(await second.db.$count(users)).toBe(0);
      const zone = await second.db.execute(sql`show timezone`);
      expect(JSON.stringify(zone)).not.toContain('Asia/Tokyo');
      await expect(second.db.execute(sql`select * from left_behind`)).rejects.toThrow();
    } finally {
      await second.close();
    }
  });

  it('refuses every query through a closed lease, so nothing late reaches the next file', async () => {
    const database = await createTestDatabase();
    await database.close();
    await expect(database.db.$count(users)).rejects.toMatchObject({
      cause: expect.objectContaining({ message: expect.stringMatching(/revoked/) }),
    });
    expect(await database.ping()).toBe(false);
    // Closing twice parks it once.
    const idle = idlePgliteCount();
    await database.close();
    expect(idlePgliteCount()).toBe(idle);
  });

  it('closes for good an instance whose schema a test changed, instead of lending it again', async () => {
    const database = await createTestDatabase();
    await database.db.execute(sql`alter table users disable trigger all`);
    const idle = idlePgliteCount();
    await database.close();
    expect(idlePgliteCount()).toBe(idle);
  });
});
