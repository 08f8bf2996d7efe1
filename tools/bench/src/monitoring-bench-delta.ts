import { chmod, copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { importRunReplySchema } from '@sanctions/contracts';
import type { ImportRunResult } from '@sanctions/contracts';

/** The UN file the delta rewrites, inside LISTS_DIR. */
const UN_FILE = join('un', 'consolidated.xml');
const DELTA_REMARK = 'Bench delta: remarks amended.';

/**
 * Copies a list folder (the shared one is read-only) with writable modes, so the bench can rewrite a
 * file and remove the copy afterwards.
 */
export async function copyListsDir(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true, mode: 0o755 });
  await chmod(to, 0o755);
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) {
      await copyListsDir(source, target);
    } else if (entry.isFile()) {
      await copyFile(source, target);
      await chmod(target, 0o644);
    }
  }
}

/**
 * Rewrites the UN consolidated list in `listsDir` so that `count` of its records (spread evenly through
 * the file) change content but not names: a sentence is appended to their COMMENTS1 (the remarks), or
 * a COMMENTS1 is added where they have none. Returns how many records were changed and the total.
 */
export async function rewriteUnDelta(
  listsDir: string,
  count: number,
): Promise<{ changed: number; records: number }> {
  const path = join(listsDir, UN_FILE);
  const xml = await readFile(path, 'utf8');
  const records = xml.match(/<(INDIVIDUAL|ENTITY)>[\s\S]*?<\/\1>/g)?.length ?? 0;
  const wanted = Math.min(count, records);
  let index = 0;
  let changed = 0;
  const rewritten = xml.replace(/<(INDIVIDUAL|ENTITY)>[\s\S]*?<\/\1>/g, (record) => {
    // Record i is picked when the spread of `wanted` over `records` steps at i.
    const picked =
      Math.floor(((index + 1) * wanted) / records) > Math.floor((index * wanted) / records);
    index += 1;
    if (!picked) return record;
    changed += 1;
    return amendRemarks(record);
  });
  await writeFile(path, rewritten);
  return { changed, records };
}

function amendRemarks(record: string): string {
  if (record.includes('</COMMENTS1>'))
    return record.replace('</COMMENTS1>', ` ${DELTA_REMARK}</COMMENTS1>`);
  if (record.includes('<COMMENTS1/>'))
    return record.replace('<COMMENTS1/>', `<COMMENTS1>${DELTA_REMARK}</COMMENTS1>`);
  return record.replace(
    /(<REFERENCE_NUMBER>[^<]*<\/REFERENCE_NUMBER>)/,
    `$1\n      <COMMENTS1>${DELTA_REMARK}</COMMENTS1>`,
  );
}

/**
 * POST /api/v2/admin/sanctions/refresh as the admin: re-imports LISTS_DIR and answers once every version
 * is activated (or unchanged). 409 means another import holds the slot: wait and ask again.
 */
export async function refreshLists(
  baseUrl: string,
  adminToken: string,
  timeoutMs: number,
): Promise<ImportRunResult[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${baseUrl}/api/v2/admin/sanctions/refresh`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    if (response.status === 409 && Date.now() < deadline) {
      await response.body?.cancel();
      await new Promise((done) => setTimeout(done, 2_000));
      continue;
    }
    const body: unknown = await response.json();
    const reply = importRunReplySchema.safeParse(body);
    if (!response.ok || !reply.success) {
      throw new Error(`refresh failed: ${response.status} ${JSON.stringify(body)}`);
    }
    if (reply.data.data.status !== 'succeeded') {
      throw new Error(`refresh ${reply.data.data.status}: ${JSON.stringify(reply.data.data)}`);
    }
    return reply.data.data.results;
  }
}

/** Polls a search as the given user until it answers 200 (503 while no list is indexed). */
export async function waitUntilSearchable(
  baseUrl: string,
  token: string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const search = await fetch(`${baseUrl}/api/v2/search`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Usama', lastName: 'Bin Laden' }),
    });
    if (search.ok) {
      await search.body?.cancel();
      return;
    }
    if (search.status !== 503)
      throw new Error(`probe search: ${search.status} ${await search.text()}`);
    await search.body?.cancel();
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`the lists were not searchable within ${timeoutMs / 1000} s`);
}
