import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase } from './client';
import { organizations } from './schema/organizations';

describe('createDatabase (embedded PGlite on disk)', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('keeps data in DATA_DIR/pgdata across restarts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pglite-data-'));
    dirs.push(dataDir);

    const first = createDatabase({ dataDir });
    expect(first.kind).toBe('pglite');
    await first.migrate();
    const [created] = await first.db
      .insert(organizations)
      .values({ name: 'acme', displayName: 'Acme Bank', contactEmail: 'compliance@acme.test' })
      .returning();
    await first.close();

    const second = createDatabase({ dataDir });
    await second.migrate();
    const [found] = await second.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, created?.id ?? ''));
    expect(await second.ping()).toBe(true);
    await second.close();
    expect(found).toMatchObject({ displayName: 'Acme Bank', status: 'pending', isActive: true });
    expect(found?.createdAt).toBeInstanceOf(Date);
  });
});
