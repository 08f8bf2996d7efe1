import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificateVerificationReplySchema, searchResponseSchema } from '@sanctions/contracts';
import { buildTestApp, createTestClock } from '../../test/build-app';
import type { TestApp } from '../../test/build-app';
import { runAdmin, withDatabase } from '../../test/pg-admin';
import { pdfText } from '../../test/pdf-text';
import {
  callAs,
  createListsDir,
  createSignedInUser,
  importListsDir,
  postSearch,
} from '../../test/search-test-support';
import { createDatabase } from './client';
import type { DatabaseHandle } from './client';

const run = promisify(execFile);
const CODE_IN_TEXT =
  /[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}/;

/**
 * docs/operations.md tells operators to back up with `pg_dump -Fc` and restore with `pg_restore` into a fresh
 * database. This proves the procedure: the restored database serves the same history, the same stored results and
 * the same certificate verification (whose evidence hash is recomputed from the restored rows) as the original.
 * It needs the PostgreSQL server and its client tools (`npm test` runs it in the PostgreSQL stage).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'backup with pg_dump, restore with pg_restore',
  () => {
    const adminUrl = process.env.TEST_DATABASE_URL ?? '';
    const clock = createTestClock(new Date('2026-05-04T08:15:00.000Z'));
    const restoredName = `test_restore_${process.pid}_${Date.now()}`;
    let original: TestApp;
    let restored: TestApp | undefined;
    let handle: DatabaseHandle | undefined;
    let lists: Awaited<ReturnType<typeof createListsDir>>;
    let workDir: string;
    let token: string;
    let hitId: string;
    let cleanId: string;
    let code: string;

    const snapshot = async (app: TestApp) => ({
      history: (await callAs(app.app, token, 'GET', '/api/v2/search/history')).json(),
      hit: (await callAs(app.app, token, 'GET', `/api/v2/search/${hitId}`)).json(),
      clean: (await callAs(app.app, token, 'GET', `/api/v2/search/${cleanId}`)).json(),
      verification: certificateVerificationReplySchema.parse(
        (
          await app.app.inject({
            method: 'GET',
            url: `/api/v2/search/${cleanId}/verify?code=${encodeURIComponent(code)}`,
          })
        ).json(),
      ).data,
    });

    beforeAll(async () => {
      workDir = await mkdtemp(join(tmpdir(), 'backup-restore-'));
      lists = await createListsDir(['un']);
      original = await buildTestApp({ clock, env: { LISTS_DIR: lists.dir } });
      await importListsDir(original.app, original.db);
      ({ token } = await createSignedInUser(original.app, original.db));
      const hit = await postSearch(original.app, token, {
        firstName: 'Saddam',
        lastName: 'Hussein',
      });
      hitId = searchResponseSchema.parse(hit.json()).data.searchId;
      const clean = await postSearch(original.app, token, {
        firstName: 'Quentin',
        lastName: 'Marlowe-Pettigrew',
      });
      cleanId = searchResponseSchema.parse(clean.json()).data.searchId;
      const certificate = await callAs(
        original.app,
        token,
        'GET',
        `/api/v2/search/${cleanId}/certificate.pdf`,
      );
      expect(certificate.statusCode).toBe(200);
      const found = CODE_IN_TEXT.exec(
        (await pdfText(certificate.rawPayload)).replace(/-\s+/g, '-'),
      );
      if (!found) throw new Error('no code on the certificate');
      code = found[0];
    });

    afterAll(async () => {
      // The app first: closing its database under it would wait for its listener forever.
      await restored?.close();
      await handle?.close();
      await original?.close();
      await runAdmin(adminUrl, `drop database if exists "${restoredName}" with (force)`);
      await lists?.remove();
      await rm(workDir, { recursive: true, force: true });
    });

    it('serves the same history, results and certificate verification from the restored copy', async () => {
      const before = await snapshot(original);
      expect(before.verification.status).toBe('valid');
      const sourceUrl = original.database.databaseUrl;
      if (!sourceUrl) throw new Error('the PostgreSQL test database has no URL');

      const dump = join(workDir, 'backup.dump');
      await run('pg_dump', ['--format=custom', '--no-owner', `--file=${dump}`, sourceUrl]);
      await runAdmin(adminUrl, `create database "${restoredName}"`);
      const restoredUrl = withDatabase(adminUrl, restoredName);
      await run('pg_restore', ['--no-owner', `--dbname=${restoredUrl}`, dump]);

      handle = createDatabase({ databaseUrl: restoredUrl, maxConnections: 4 });
      await handle.migrate();
      restored = await buildTestApp({
        clock,
        database: { ...handle, databaseUrl: restoredUrl },
        env: { LISTS_DIR: lists.dir },
      });
      await restored.app.screeningIndex.rebuild();

      const after = await snapshot(restored);
      expect(after).toEqual(before);
      // The copy is a working database, not a read-only image: the same account screens again.
      const again = await postSearch(restored.app, token, {
        firstName: 'Saddam',
        lastName: 'Hussein',
      });
      expect(again.statusCode, again.body).toBe(200);
      expect(searchResponseSchema.parse(again.json()).data.matches.length).toBeGreaterThan(0);
    });
  },
);
