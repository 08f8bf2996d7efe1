import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchEvidenceResponseSchema, searchResponseSchema } from '@sanctions/contracts';
import { partyGroupMembers, partyGroups } from '../../../db/schema/sanctions';
import { buildTestApp, createTestClock } from '../../../../test/build-app';
import type { TestApp } from '../../../../test/build-app';
import {
  callAs,
  createListsDir,
  createSignedInUser,
  importListsDir,
  postSearch,
} from '../../../../test/search-test-support';

const run = promisify(execFile);

/** Text of a PDF as poppler's pdftotext extracts it. */
async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'party-groups-'));
  try {
    const file = join(dir, 'report.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
    return stdout.replace(/[\u202a-\u202e\u2066-\u2069]/g, '');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const SADDAM_KEYS = ['eu:13', 'ofac:7843', 'uk:7612', 'un:IQi.001'];

describe('party groups: computed at import, named by every search match (issue 25 §3)', () => {
  let testApp: TestApp;
  let lists: Awaited<ReturnType<typeof createListsDir>>;
  const clock = createTestClock(new Date('2026-03-10T09:30:00.000Z'));

  beforeAll(async () => {
    lists = await createListsDir(['ofac', 'un', 'eu', 'uk']);
    testApp = await buildTestApp({ clock, env: { LISTS_DIR: lists.dir } });
    await importListsDir(testApp.app, testApp.db);
  }, 240_000);
  afterAll(async () => {
    await testApp?.close();
    await lists?.remove();
  });

  it('stores the groups of the real lists when their versions activate', async () => {
    const [groups] = await testApp.db.select({ n: count() }).from(partyGroups);
    const [members] = await testApp.db.select({ n: count() }).from(partyGroupMembers);
    expect(groups?.n).toBe(1534);
    expect(members?.n ?? 0).toBeGreaterThan(2 * 1534 - 1);
  });

  it('answers 401 without a session, before any group is read', async () => {
    expect((await postSearch(testApp.app, undefined, { firstName: 'Saddam' })).statusCode).toBe(
      401,
    );
  });

  it('returns each of Saddam Hussein’s four records with one group id and the four listings', async () => {
    const { token } = await createSignedInUser(testApp.app, testApp.db);
    const response = await postSearch(testApp.app, token, {
      firstName: 'Saddam',
      lastName: 'Hussein',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = searchResponseSchema.parse(response.json());
    const members = data.matches.filter((match) =>
      SADDAM_KEYS.includes(`${match.sanctionEntry.sanctionList}:${match.sanctionEntry.sourceId}`),
    );
    // The API keeps one match per record, for integrations...
    expect(members.map((m) => m.sanctionEntry.sanctionList).sort()).toEqual([
      'eu',
      'ofac',
      'uk',
      'un',
    ]);
    // ...and every one names the same group, with its four listings and why they were grouped.
    expect(new Set(members.map((m) => m.groupId))).toEqual(new Set(['grp:eu:13']));
    const group = members[0]?.group;
    expect(group?.listings.map((listing) => `${listing.sanctionList}:${listing.sourceId}`)).toEqual(
      SADDAM_KEYS,
    );
    expect(group?.reasons.map((reason) => reason.text)).toContain('shared UN reference IQi.001');
    expect(group?.listings.find((listing) => listing.sanctionList === 'un')?.listedOn).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );
    // A record on one list only is its own group.
    const alone = data.matches.find((m) => m.group === undefined);
    if (alone) {
      expect(alone.groupId).toBe(
        `grp:${alone.sanctionEntry.sanctionList}:${alone.sanctionEntry.sourceId}`,
      );
    }

    // The stored evidence (reports, PDF) keeps the group as it was when screened.
    const evidence = await callAs(testApp.app, token, 'GET', `/api/v2/search/${data.searchId}`);
    expect(evidence.statusCode, evidence.body).toBe(200);
    const stored = searchEvidenceResponseSchema.parse(evidence.json()).data;
    expect(
      stored.result.matches.find((m) => m.groupId === 'grp:eu:13')?.group?.listings,
    ).toHaveLength(4);

    // The report of one member lists every listing of the party and why they are one.
    const index = data.matches.findIndex((m) => m.groupId === 'grp:eu:13');
    const pdf = await callAs(
      testApp.app,
      token,
      'GET',
      `/api/v2/search/${data.searchId}/report.pdf?match=${index}`,
    );
    expect(pdf.statusCode, pdf.body.slice(0, 300)).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('All listings of this party');
    // pdftotext may split a line's first glyph from the rest; the references and values stay whole.
    for (const listing of [
      'Files · 13 · IRQ',
      'OFAC SDN · 7843 · IRAQ2',
      'List · 7612 · Iraq',
      'List · IQi.001 · Iraq',
    ])
      expect(text).toContain(listing);
    expect(text).toContain('reference: uk:7612, un:IQi.001');
  });
});
