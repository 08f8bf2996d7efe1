import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listVersionsReplySchema } from '@sanctions/contracts';
import type { ListVersionSummary } from '@sanctions/contracts';
import { buildTestApp } from '../../../../test/build-app';
import type { TestApp } from '../../../../test/build-app';
import { buildUser } from '../../../../test/factories';
import { tokenFor } from '../../../../test/lists/sanctions-test-support';
import type { DownloadOptions } from './download-file';
import { sanctionsDeps } from './list-import.service';
import { startListMaintenance } from './list-schedule';
import { writePepFtmUrl } from './pep-ftm-url';

/**
 * The real FollowTheMoney export the reader's tests use (MIT, packages/lists/src/pep/ftm/fixtures/
 * PROVENANCE.md): German party donors, none of them a PEP.
 */
const DONATIONS = new URL(
  '../../../../../../packages/lists/src/pep/ftm/fixtures/donations.ijson',
  import.meta.url,
);
/**
 * No permissively licensed real FtM file holds PEP entities (the same PROVENANCE.md), so two are appended
 * to the real file, written from the FtM schema definitions (Person, Position, Occupancy) as the reader's
 * own tests write them: real US office holders of the CC0 congress-legislators data, with their real terms.
 */
const PEP_LINES = [
  {
    id: 'Q22250',
    schema: 'Person',
    properties: {
      name: ['Maria Cantwell'],
      birthDate: ['1958-10-13'],
      citizenship: ['us'],
      topics: ['role.pep'],
    },
  },
  {
    id: 'pos-sen-wa',
    schema: 'Position',
    properties: {
      name: ['United States Senator from Washington'],
      country: ['us'],
      topics: ['gov.national', 'gov.legislative'],
    },
  },
  {
    id: 'occ-1',
    schema: 'Occupancy',
    properties: { holder: ['Q22250'], post: ['pos-sen-wa'], startDate: ['2001-01-03'] },
  },
  {
    id: 'Q6279',
    schema: 'Person',
    properties: { name: ['Joe Biden'], birthDate: ['1942-11-20'], topics: ['role.pep'] },
  },
  {
    id: 'pos-potus',
    schema: 'Position',
    properties: {
      name: ['President of the United States'],
      country: ['us'],
      topics: ['gov.national', 'gov.head'],
    },
  },
  {
    id: 'occ-2',
    schema: 'Occupancy',
    properties: {
      holder: ['Q6279'],
      post: ['pos-potus'],
      startDate: ['2021-01-20'],
      endDate: ['2025-01-20'],
    },
  },
];
const FILE_PATH = '/datasets/latest/peps/entities.ftm.json';
// The schedule fires every ~0.4 s here (LIST_REFRESH_HOURS is a fraction of an hour), not every day.
const REFRESH_HOURS = 0.0001;
const FAST: DownloadOptions = { timeoutMs: 5_000, maxBytes: 5_000_000, retries: 0, backoffMs: 10 };
const RUN_WAIT_MS = 60_000;

// Issue 25: the customer's licensed FtM URL is fetched by the scheduled list refresh; here from a real HTTP
// server on loopback, through the schedule's own timer, download, parse worker and import.
describe('the scheduled download of the FollowTheMoney PEP file', { timeout: 180_000 }, () => {
  let t: TestApp;
  let admin: string;
  let dataDir: string;
  let server: Server;
  /** What the loopback host serves now; a test swaps it for a damaged file. */
  let served: Buffer;
  let requests = 0;
  let stop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const real = await readFile(DONATIONS);
    served = Buffer.concat([
      real,
      Buffer.from(PEP_LINES.map((line) => JSON.stringify(line)).join('\n') + '\n'),
    ]);
    server = createServer((request, response) => {
      requests += 1;
      if (request.url === FILE_PATH) response.end(served);
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('no TCP address');

    dataDir = await mkdtemp(join(tmpdir(), 'ftm-schedule-'));
    t = await buildTestApp({
      env: {
        DATA_DIR: dataDir,
        LIST_DOWNLOAD_ENABLED: 'true',
        LIST_REFRESH_HOURS: String(REFRESH_HOURS),
      },
    });
    admin = await tokenFor(t.app, 'admin');
    // Written as the setting route would (that route also insists on https, which a loopback server is not).
    const setter = await buildUser(t.db, { role: 'admin' });
    await writePepFtmUrl(t.db, `http://127.0.0.1:${address.port}${FILE_PATH}`, setter.id);
    // The official sources are left out: the test must not reach the publishers' hosts.
    stop = startListMaintenance(t.app, {
      ...sanctionsDeps(t.app),
      sources: [],
      downloadOptions: FAST,
    });
  });
  afterAll(async () => {
    await stop?.();
    await t?.close();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  async function ftmVersions(): Promise<ListVersionSummary[]> {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v2/admin/sanctions/versions?sanctionList=pep_ftm',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    return listVersionsReplySchema.parse(response.json()).data.versions;
  }

  /** Waits until a scheduled run has recorded a pep_ftm version matching `which`. */
  async function waitForVersion(which: (version: ListVersionSummary) => boolean) {
    await expect
      .poll(async () => (await ftmVersions()).filter(which).length, {
        timeout: RUN_WAIT_MS,
        interval: 250,
      })
      .toBeGreaterThan(0);
    const found = (await ftmVersions()).find(which);
    if (found === undefined) throw new Error('version gone');
    return found;
  }

  it('downloads the file from the configured URL on schedule and imports its PEPs', async () => {
    const active = await waitForVersion((version) => version.status === 'active');
    expect(requests).toBeGreaterThan(0);
    expect(active).toMatchObject({
      listSource: 'FollowTheMoney PEP file',
      format: 'ftm-jsonl',
      fileNames: ['pep_ftm/entities.ftm.json'],
      // The two office holders; the real file's 22 donors are no PEPs.
      entryCount: 2,
      triggeredBy: 'schedule',
    });
    // The same file on the next runs changes nothing: no second version.
    const before = requests;
    await expect.poll(() => requests, { timeout: RUN_WAIT_MS }).toBeGreaterThan(before + 1);
    expect((await ftmVersions()).filter((version) => version.status !== 'failed')).toHaveLength(1);
  });

  it.each([
    [
      'a file cut off in the middle of a line',
      () => served.subarray(0, served.length - 40),
      /not JSON/,
    ],
    [
      'the real file without its PEPs (every entry gone)',
      () => served.subarray(0, served.indexOf('{"id":"Q22250"')),
      /no entries/,
    ],
  ])('refuses %s with the reason and keeps the previous version', async (_case, damage, reason) => {
    const previous = (await ftmVersions()).find((version) => version.status === 'active');
    if (previous === undefined) throw new Error('expected an active version first');
    const good = served;
    const failedBefore = new Set(
      (await ftmVersions())
        .filter((version) => version.status === 'failed')
        .map((version) => version.id),
    );
    served = Buffer.from(damage());
    try {
      const failed = await waitForVersion(
        (version) =>
          version.status === 'failed' &&
          !failedBefore.has(version.id) &&
          reason.test(version.failureReason ?? ''),
      );
      expect(failed.triggeredBy).toBe('schedule');
      const stillActive = (await ftmVersions()).filter((version) => version.status === 'active');
      expect(stillActive).toEqual([previous]);
    } finally {
      served = good;
    }
  });
});
