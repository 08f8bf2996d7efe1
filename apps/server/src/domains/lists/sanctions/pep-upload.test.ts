import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRunReplySchema, listVersionsReplySchema } from '@sanctions/contracts';
import { buildTestApp } from '../../../../test/build-app';
import type { TestApp } from '../../../../test/build-app';
import { SHARED_DATA, tokenFor } from '../../../../test/lists/sanctions-test-support';

const CONGRESS = join(SHARED_DATA, 'lists-more', 'pep-us-congress', 'legislators-current.yaml');
const UPLOAD = (source: string) => `/api/v2/admin/sanctions/pep-sources/${source}/file`;

function upload(
  t: TestApp,
  source: string,
  token: string | undefined,
  file?: { name: string; bytes: Uint8Array },
) {
  const form = new FormData();
  if (file) form.append('file', new Blob([file.bytes]), file.name);
  return t.app.inject({
    method: 'POST',
    url: UPLOAD(source),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: form,
  });
}

// Issue 25: an administrator uploads a PEP file; it is imported as a version of that source like a list.
describe('POST /api/v2/admin/sanctions/pep-sources/:pepSource/file', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await tokenFor(t.app, 'admin');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('imports the real CC0 Congress file as a version of pep_us_congress, versioned like a list', async () => {
    const bytes = await readFile(CONGRESS);
    const response = await upload(t, 'pep_us_congress', admin, {
      name: 'legislators-current.yaml',
      bytes,
    });
    expect(response.statusCode, response.body).toBe(200);
    const run = importRunReplySchema.parse(response.json()).data;
    expect(run.results).toEqual([
      expect.objectContaining({ sanctionList: 'pep_us_congress', outcome: 'activated' }),
    ]);
    expect(run.results[0]?.entryCount).toBeGreaterThan(500);
    // The same file again: unchanged (same hash), as a list refresh.
    const again = await upload(t, 'pep_us_congress', admin, {
      name: 'legislators-current.yaml',
      bytes,
    });
    expect(importRunReplySchema.parse(again.json()).data.results[0]?.outcome).toBe('unchanged');
    const versions = await t.app.inject({
      method: 'GET',
      url: '/api/v2/admin/sanctions/versions?sanctionList=pep_us_congress',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(listVersionsReplySchema.parse(versions.json()).data.versions).toHaveLength(1);
  });

  it('refuses a truncated file with the reason and keeps the active version', async () => {
    const bytes = await readFile(CONGRESS);
    const response = await upload(t, 'pep_us_congress', admin, {
      name: 'legislators-current.yaml',
      bytes: bytes.subarray(0, 1000),
    });
    expect(response.statusCode, response.body).toBe(200);
    const run = importRunReplySchema.parse(response.json()).data;
    expect(run.status).not.toBe('succeeded');
    expect(run.results[0]).toMatchObject({ outcome: 'failed' });
  });

  it('refuses a request without a file, and an unknown source', async () => {
    const none = await upload(t, 'pep_us_congress', admin);
    expect(none.statusCode).toBe(400);
    const unknown = await upload(t, 'pep_elsewhere', admin, {
      name: 'x.jsonl',
      bytes: new TextEncoder().encode('{}\n'),
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('answers 401 to a visitor and 403 to a user and a moderator', async () => {
    const file = { name: 'x.jsonl', bytes: new TextEncoder().encode('{}\n') };
    expect((await upload(t, 'pep_ftm', undefined, file)).statusCode).toBe(401);
    for (const role of ['user', 'moderator'] as const) {
      const token = await tokenFor(t.app, role);
      expect((await upload(t, 'pep_ftm', token, file)).statusCode).toBe(403);
    }
  });
});
